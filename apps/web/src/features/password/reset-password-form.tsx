import { webPaths } from "@trilha/contracts/web-paths";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { usePasswordReset, usePasswordResetCheck } from "./api/password.api.ts";
import { PasswordFields } from "./password-fields.tsx";
import { usePasswordForm } from "./use-password-form.ts";
import "./password.css";

/**
 * The page a reset mail links to. The link is checked first, so a used or expired one says so before anything
 * is typed; the new password then follows the same rule as everywhere (spec §5), and 'Prosseguir' leads to
 * sign-in.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const check = usePasswordResetCheck(token);

  if (check.isPending) return <Loading />;
  if (check.isError || !check.data.valido) {
    const message = check.data?.mensagem ?? errorMessage(check.error, () => t("passwordFlow.resetInvalid"));
    return <InvalidLink message={message} />;
  }
  return <ResetForm token={token} userName={check.data.nome} />;
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert>{message}</ErrorAlert>
      <p>
        <Link to={webPaths.forgotPassword.build()}>{t("passwordFlow.requestNewLink")}</Link>
      </p>
    </>
  );
}

function ResetForm({ token, userName }: { token: string; userName: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const form = usePasswordForm("reset", userName);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const proceedRef = useRef<HTMLButtonElement>(null);
  const save = usePasswordReset();
  useEffect(() => {
    if (done !== null) proceedRef.current?.focus();
  }, [done]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    if (!form.validate()) return;
    try {
      const answer = await save.mutateAsync({
        token,
        senha: form.values.password,
        confirmar: form.values.confirmation,
      });
      setDone(answer.mensagem ?? t("passwordFlow.resetDone"));
    } catch (error) {
      setFailure(errorMessage(error, () => t("api.generic")));
    }
  }

  if (done !== null) {
    return (
      <div role="status">
        <div className="password-success">
          <p id={`${id}-done`}>{done}</p>
        </div>
        <p>
          <button
            ref={proceedRef}
            className="button button--primary"
            type="button"
            aria-describedby={`${id}-done`}
            onClick={() => navigate(webPaths.login.build(), { replace: true })}
          >
            {t("common.proceed")}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form className="password-form" noValidate onSubmit={handleSubmit}>
      <p>{t("passwordFlow.resetIntro")}</p>
      <PasswordFields form={form} autoFocus />
      <button className="button button--primary button--block" type="submit" aria-disabled={save.isPending}>
        {save.isPending ? t("passwordFlow.submitting") : t("passwordFlow.resetSubmit")}
      </button>
      <FormOutcome outcome={failure ? { kind: "error", message: failure } : null} />
    </form>
  );
}
