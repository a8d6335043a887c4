import type { SocialProvider } from "@trilha/contracts/social-login.calls";
import { type FormEvent, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { PlainInput } from "../../components/ui/field.tsx";
import { ModalDialog, ModalFormActions } from "../../components/ui/modal-dialog.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useLocalOidcToken } from "./api/social-login.api.ts";
import type { ProviderResult } from "./provider-sdks.ts";

interface LocalProviderDialogProps {
  provider: SocialProvider;
  label: string;
  nonce: string;
  onToken: (result: ProviderResult) => void;
  onCancel: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The local test provider (demo and tests, LOCAL_OIDC on): plays the provider's popup for a demo identity. The
 * server signs the token with its local key; the login call then verifies it exactly as a real one.
 */
export function LocalProviderDialog({ provider, label, nonce, onToken, onCancel }: LocalProviderDialogProps) {
  const { t } = useTranslation();
  const tokenCall = useLocalOidcToken();
  const [name, setName] = useState("Nova Pessoa");
  const [email, setEmail] = useState("nova.pessoa@exemplo.example");
  const [invalid, setInvalid] = useState({ name: false, email: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const next = { name: name.trim() === "", email: !EMAIL.test(email.trim()) };
    setInvalid(next);
    if (next.name || next.email) return;
    setPending(true);
    setFailure(null);
    try {
      const { id_token } = await tokenCall.mutateAsync({
        provedor: provider,
        nonce,
        nome: name.trim(),
        email: email.trim(),
      });
      // Apple gives the name beside the token, never in it; the local provider does the same.
      const [firstName, ...rest] = name.trim().split(/\s+/);
      onToken(
        provider === "apple"
          ? { idToken: id_token, ...(firstName ? { firstName } : {}), lastName: rest.join(" ") }
          : { idToken: id_token },
      );
    } catch (error) {
      setFailure(errorMessage(error, () => t("socialLogin.failed", { provider: label })));
      setPending(false);
    }
  }

  return (
    <ModalDialog title={t("socialLogin.local.title", { provider: label })} onClose={onCancel}>
      <p>
        <span className="badge">{t("socialLogin.local.badge")}</span>
      </p>
      <p>{t("socialLogin.local.notice", { provider: label })}</p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form className="login-form" noValidate onSubmit={submit}>
        <PlainInput
          label={t("socialLogin.local.name")}
          error={invalid.name ? t("common.fieldRequired") : null}
          type="text"
          autoComplete="name"
          required
          value={name}
          onValueChange={setName}
        />
        <PlainInput
          label={t("socialLogin.local.email")}
          hint={t("socialLogin.local.hint")}
          hintClassName="muted social-login__hint"
          error={invalid.email ? t("socialLogin.local.invalidEmail") : null}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <ModalFormActions submitLabel={t("socialLogin.local.submit")} onCancel={onCancel} busy={pending} />
      </form>
    </ModalDialog>
  );
}
