import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { PLATFORM_ADMIN_NAME_MAX_LENGTH, type PlatformAdmin } from "@trilha/contracts/platform-admins.calls";
import type { TenantSummary } from "@trilha/contracts/tenant";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { ApiError, errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { type MessageKey, useLanguage, useTranslation } from "../../lib/i18n.ts";
import {
  addPlatformAdmin,
  invitePlatformAdmin,
  removePlatformAdmin,
  resetPlatformAdminTwoFactor,
  usePlatformAdmins,
  useReloadPlatformAdmins,
} from "./api/platform-admins.api.ts";
import "./platform-admins.css";

type Action = { kind: "remove" | "reset"; admin: PlatformAdmin };

/** What each action on an administrator says, in the order of its buttons: the button, its name, the question. */
const ACTION_TEXTS = {
  reset: {
    button: "platformAdmins.resetTwoFactor",
    label: "platformAdmins.resetTwoFactorLabel",
    title: "platformAdmins.resetTitle",
    text: "platformAdmins.resetText",
  },
  remove: {
    button: "platformAdmins.remove",
    label: "platformAdmins.removeLabel",
    title: "platformAdmins.removeTitle",
    text: "platformAdmins.removeText",
  },
} as const satisfies Record<Action["kind"], Record<string, MessageKey>>;
const ACTION_KINDS = Object.keys(ACTION_TEXTS) as Action["kind"][];

/**
 * Spec §2 "/plataformas (administrators)": the platform administrators of one platform, from the main tenant.
 * Listed as cards (they stack on a phone), each with its removal and second-factor reset, both confirmed; a new
 * one gets a one-time password shown once, as `npm run create-admin` prints it.
 */
export function PlatformAdmins({ tenant }: { tenant: TenantSummary }) {
  const { t } = useTranslation();
  const id = useId();
  const query = usePlatformAdmins(tenant.id);
  const reload = useReloadPlatformAdmins();
  const [action, setAction] = useState<Action | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function confirm() {
    if (!action || pending) return;
    setPending(true);
    setOutcome(null);
    try {
      const body = { plataforma_id: tenant.id, usuario_id: action.admin.id };
      const answer =
        action.kind === "remove" ? await removePlatformAdmin(body) : await resetPlatformAdminTwoFactor(body);
      setOutcome({ kind: "success", message: answer.mensagem });
      await reload();
    } catch (error) {
      if (isUnauthorized(error)) return;
      setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) });
    } finally {
      setPending(false);
      setAction(null);
    }
  }

  return (
    <section className="platform-admins" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("platformAdmins.title", { nome: tenant.nome })}</h2>
      <p className="muted">{t("platformAdmins.intro")}</p>
      {tenant.database_share ? <p>{t("platformAdmins.shared", { share: tenant.database_share })}</p> : null}
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          data.administradores.length === 0 ? (
            <EmptyState>{t("platformAdmins.empty")}</EmptyState>
          ) : (
            <ul className="platform-admins__list" aria-label={t("platformAdmins.listLabel")}>
              {data.administradores.map((admin) => (
                <li key={admin.id} className="card platform-admins__card">
                  <h3>{admin.nome}</h3>
                  <dl>
                    <dt>{t("platformAdmins.login")}</dt>
                    <dd>{admin.usuario}</dd>
                    <dt>{t("platformAdmins.email")}</dt>
                    <dd>{admin.email ?? t("platformAdmins.noEmail")}</dd>
                  </dl>
                  <p className="platform-admins__flags">
                    {admin.dois_fatores ? t("platformAdmins.twoFactorOn") : t("platformAdmins.twoFactorOff")}
                    {admin.senha_temporaria ? ` · ${t("platformAdmins.temporaryPassword")}` : null}
                  </p>
                  <div className="platform-admins__actions">
                    {ACTION_KINDS.map((kind) => (
                      <button
                        key={kind}
                        type="button"
                        className="button"
                        aria-label={t(ACTION_TEXTS[kind].label, { nome: admin.nome })}
                        onClick={() => setAction({ kind, admin })}
                      >
                        {t(ACTION_TEXTS[kind].button)}
                      </button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      <FormOutcome
        outcome={outcome}
        statusClassName="platform-admins__status"
        progress={pending ? t("platformAdmins.working") : null}
      />
      <AddAdministrator tenantId={tenant.id} onAdded={() => void reload()} />
      {action ? (
        <ConfirmAction action={action} onConfirm={() => void confirm()} onCancel={() => setAction(null)} />
      ) : null}
    </section>
  );
}

function ConfirmAction({
  action,
  onConfirm,
  onCancel,
}: {
  action: Action;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const texts = ACTION_TEXTS[action.kind];
  return (
    <ModalDialog role="alertdialog" title={t(texts.title)} describedBy={`${id}-text`} onClose={onCancel}>
      <p id={`${id}-text`}>{t(texts.text, { nome: action.admin.nome })}</p>
      <div className="modal__actions">
        <button className="button" type="button" onClick={onCancel} data-autofocus>
          {t("common.cancel")}
        </button>
        <button className="button button--primary" type="button" onClick={onConfirm}>
          {t("platformAdmins.confirm")}
        </button>
      </div>
    </ModalDialog>
  );
}

interface Issued {
  usuario: string;
  password: string;
  expiresAt: string;
}

function AddAdministrator({ tenantId, onAdded }: { tenantId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const [values, setValues] = useState({ usuario: "", nome: "", email: "" });
  const [errors, setErrors] = useState<Partial<Record<"usuario" | "nome" | "email", string>>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  /** How the new administrator gets in: a one-time password shown here, or an e-mail invitation's link. */
  const [access, setAccess] = useState<"password" | "invitation">("password");
  const inviting = access === "invitation";

  const set = (key: "usuario" | "nome" | "email") => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    const required = (value: string) => (value.trim() === "" ? t("common.fieldRequired") : undefined);
    const missing = {
      usuario: required(values.usuario),
      nome: required(values.nome),
      email: inviting ? required(values.email) : undefined,
    };
    setErrors(missing);
    if (missing.usuario || missing.nome || missing.email) return;
    setPending(true);
    try {
      const person = { plataforma_id: tenantId, usuario: values.usuario.trim(), nome: values.nome.trim() };
      let answer: { mensagem: string };
      if (inviting) {
        answer = await invitePlatformAdmin({ ...person, email: values.email.trim() });
      } else {
        const added = await addPlatformAdmin({
          ...person,
          ...(values.email.trim() ? { email: values.email.trim() } : {}),
        });
        setIssued({
          usuario: added.administrador.usuario,
          password: added.senha_temporaria,
          expiresAt: added.expira_em,
        });
        answer = added;
      }
      setValues({ usuario: "", nome: "", email: "" });
      setOutcome({ kind: "success", message: answer.mensagem });
      onAdded();
    } catch (error) {
      if (isUnauthorized(error)) return;
      const message = errorMessage(error, () => t("api.generic"));
      const field = error instanceof ApiError ? error.field : null;
      if (field === "usuario" || field === "nome" || field === "email") setErrors({ [field]: message });
      setOutcome({ kind: "error", message });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="platform-admins__add" noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("platformAdmins.addTitle")}</h3>
      <fieldset className="platform-admins__access">
        <legend>{t("platformAdmins.accessLegend")}</legend>
        {(["password", "invitation"] as const).map((choice) => (
          <label key={choice} className="platform-admins__choice">
            <input
              type="radio"
              name={`${id}-access`}
              checked={access === choice}
              onChange={() => {
                setAccess(choice);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            {t(choice === "password" ? "platformAdmins.accessPassword" : "platformAdmins.accessInvitation")}
          </label>
        ))}
      </fieldset>
      <TextInput
        label={t("platformAdmins.login")}
        value={values.usuario}
        onValueChange={set("usuario")}
        loginStyle
        maxLength={LOGIN_MAX_LENGTH}
        error={errors.usuario ?? null}
        autoComplete="off"
        required
      />
      <TextInput
        label={t("platformAdmins.name")}
        value={values.nome}
        onValueChange={set("nome")}
        maxLength={PLATFORM_ADMIN_NAME_MAX_LENGTH}
        error={errors.nome ?? null}
        autoComplete="off"
        required
      />
      <TextInput
        type="email"
        label={t(inviting ? "platformAdmins.email" : "platformAdmins.emailOptional")}
        hint={inviting ? t("platformAdmins.invitationHint") : undefined}
        required={inviting}
        value={values.email}
        onValueChange={set("email")}
        error={errors.email ?? null}
        autoComplete="off"
      />
      <div className="tenant-actions">
        <button className="button button--primary" type="submit" aria-disabled={pending}>
          {pending
            ? t("platformAdmins.adding")
            : t(inviting ? "platformAdmins.invite" : "platformAdmins.add")}
        </button>
        <FormOutcome outcome={outcome} statusClassName="platform-admins__status" />
      </div>
      {issued ? (
        <ModalDialog
          role="alertdialog"
          title={t("platformAdmins.passwordTitle", { usuario: issued.usuario })}
        >
          <p>
            {t("platformAdmins.passwordText", {
              expira: new Date(issued.expiresAt).toLocaleString(lang),
            })}
          </p>
          <p className="platform-admins__password">
            <code>{issued.password}</code>
          </p>
          <div className="modal__actions">
            <button className="button button--primary" type="button" onClick={() => setIssued(null)}>
              {t("platformAdmins.passwordDone")}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </form>
  );
}
