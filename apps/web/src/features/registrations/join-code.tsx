import { formatJoinCode, JOIN_CODE_INPUT_MAX_LENGTH } from "@trilha/contracts/rules/join-code";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { type TFunction, useTranslation } from "../../lib/i18n.ts";
import { setRefreshedUser } from "../../lib/session-store.ts";
import { showToast } from "../../lib/toasts.ts";
import { useSession } from "../../lib/use-session.ts";
import { joinWithCode, renewClassJoinCode, renewSchoolJoinCode } from "./api/registrations.api.ts";
import { type Column, RowButton } from "./registration-list.tsx";
import "./registrations.css";

/**
 * The join codes of classes and schools: what an account made by a social sign-in ('Cadastro pelo login
 * social') types to find its school. Shown to those who manage the class or school, who make one and replace a
 * leaked one; typed once by the new account on the signed-in home.
 */

/** A class or a school, as far as its code is concerned. */
export interface JoinCodeOwner {
  kind: "school" | "class";
  id: number;
  nome: string;
  codigo: string | null;
}

/** The code as a list or a page shows it: in two halves, or 'Nenhum'. */
export function JoinCodeText({ code }: { code: string | null }) {
  const { t } = useTranslation();
  return code ? (
    <code className="join-code">{formatJoinCode(code)}</code>
  ) : (
    <span className="muted">{t("registrations.joinCode.none")}</span>
  );
}

/** The lists' column of a school's or class's code. */
export function joinCodeColumn<T extends { codigo_entrada: string | null }>(t: TFunction): Column<T> {
  return {
    label: t("registrations.joinCode.column"),
    cell: (row) => <JoinCodeText code={row.codigo_entrada} />,
  };
}

/** One action at a time, its outcome shown by whoever owns it (`useFormAction`, `useRegistrationAction`). */
interface Action {
  pending: boolean;
  run: <T extends object>(work: () => Promise<T>, after?: (answer: T) => unknown) => Promise<unknown>;
}

/**
 * 'Gerar código' for a class or school without one; 'Gerar novo código' replaces a code after asking, since
 * the one given out stops working at once.
 */
export function RenewJoinCodeButton({
  owner,
  action,
  inRow = false,
  onRenewed,
}: {
  owner: JoinCodeOwner;
  action: Action;
  /** In a list's row: the button says whose code it is to screen readers. */
  inRow?: boolean;
  onRenewed?: () => unknown;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const label = t(owner.codigo ? "registrations.joinCode.renew" : "registrations.joinCode.generate");
  function renew() {
    setConfirming(false);
    void action.run(
      () =>
        owner.kind === "school"
          ? renewSchoolJoinCode({ escola_id: owner.id })
          : renewClassJoinCode({ turma_id: owner.id }),
      () => onRenewed?.(),
    );
  }
  const click = () => (owner.codigo ? setConfirming(true) : renew());
  return (
    <>
      {inRow ? (
        <RowButton name={owner.nome} disabled={action.pending} onClick={click}>
          {label}
        </RowButton>
      ) : (
        <button className="button" type="button" disabled={action.pending} onClick={click}>
          {label}
        </button>
      )}
      {confirming && owner.codigo ? (
        <ConfirmDialog
          title={t("registrations.joinCode.confirmTitle")}
          confirmLabel={t("registrations.joinCode.renew")}
          onConfirm={renew}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {t("registrations.joinCode.confirmText", {
              nome: owner.nome,
              codigo: formatJoinCode(owner.codigo),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** A list row's code button, for an active school or class only. */
export function RowJoinCodeButton({
  kind,
  row,
  action,
}: {
  kind: JoinCodeOwner["kind"];
  row: { id: number; nome: string; codigo_entrada: string | null; ativa: boolean };
  action: Action;
}) {
  return row.ativa ? (
    <RenewJoinCodeButton
      owner={{ kind, id: row.id, nome: row.nome, codigo: row.codigo_entrada }}
      action={action}
      inRow
    />
  ) : null;
}

/** The class page's box for its teachers: the class's code, and the button that makes or replaces it. */
export function ClassJoinCodePanel({
  classId,
  className,
  code,
  onRenewed,
}: {
  classId: number;
  className: string;
  code: string | null;
  onRenewed: () => unknown;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useFormAction();
  return (
    <section className="join-code-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("registrations.joinCode.classHeading")}</h2>
      <p className="muted">{t("registrations.joinCode.classIntro")}</p>
      <p className="join-code-panel__code">
        {code ? <JoinCodeText code={code} /> : t("registrations.joinCode.classNone")}
      </p>
      <div className="registrations__actions">
        <RenewJoinCodeButton
          owner={{ kind: "class", id: classId, nome: className, codigo: code }}
          action={action}
          onRenewed={onRenewed}
        />
      </div>
      <FormOutcome outcome={action.outcome} />
    </section>
  );
}

/**
 * The signed-in home of an account that waits for a school: 'Código da escola ou da turma' and 'Entrar'. A
 * class's code makes the person a student of it; the session's user is refreshed, and the home shows the
 * learning pages.
 */
export function JoinByCodeForm() {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const [code, setCode] = useState("");
  const action = useFormAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (session.status !== "signed-in") return;
    const { token } = session;
    await action.run(
      () => joinWithCode({ codigo_entrada: code }),
      (answer) => {
        showToast(answer.mensagem, "success");
        setRefreshedUser(answer.usuario, token);
      },
    );
  }
  return (
    <form className="join-code-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("registrations.joinCode.heading")}</h2>
      <p>{t("registrations.joinCode.intro")}</p>
      <TextInput
        label={t("registrations.joinCode.code")}
        hint={t("registrations.joinCode.codeHint")}
        value={code}
        onValueChange={setCode}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={JOIN_CODE_INPUT_MAX_LENGTH}
      />
      <div className="registrations__actions">
        <button className="button button--primary" type="submit" disabled={action.pending}>
          {t("registrations.joinCode.submit")}
        </button>
      </div>
      <FormOutcome outcome={action.outcome} />
    </form>
  );
}
