import {
  TENANT_DESCRIPTION_MAX_LENGTH,
  TENANT_NAME_MAX_LENGTH,
  TENANT_PUBLIC_ID_KEYS,
  TENANT_SLUG_MAX_LENGTH,
  TENANT_WHATSAPP_MESSAGE_MAX_LENGTH,
  TENANT_WHATSAPP_NUMBER_MAX_LENGTH,
  type TenantField,
} from "@trilha/contracts/rules/tenant-fields";
import type { TenantRecord } from "@trilha/contracts/tenant";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { FieldError, PlainTextArea } from "../../components/ui/field.tsx";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { ApiError, errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { approvePlatformHost, createPlatform, savePlatform, useForgetTenants } from "./api/tenants.api.ts";
import { localRatio, PaletteField } from "./palette-field.tsx";
import {
  EMPTY_TENANT_FORM,
  FORM_FIELD_OF,
  type FormErrors,
  type FormField,
  fieldsOf,
  formValuesOf,
  NEW_SHARE,
  problemsOf,
  type TenantFormValues,
} from "./tenant-form-values.ts";
import { TenantLogoField } from "./tenant-logo-field.tsx";
import { TimeZoneField } from "./time-zone-field.tsx";
import "./tenants.css";

/** The fields that hold text. */
type TextKey = {
  [K in keyof TenantFormValues]: TenantFormValues[K] extends string ? K : never;
}[keyof TenantFormValues];

/** Names typed as machines read them (a slug, a host, an id): no capital first letter, no spelling marks. */
const VERBATIM = { autoCapitalize: "none", spellCheck: false } as const;

interface TenantFormProps {
  /** The platform edited; none to create one. */
  record?: TenantRecord;
  /** The shares the platform may join (the server's list for this administrator). */
  shares: readonly string[];
  /** Whether this administrator may move the platform between shares (the main tenant, another platform). */
  mayChangeShare: boolean;
  /**
   * Whether this administrator says which host names answer for the platform (the main tenant's): changes its
   * main domain and approves the others its own administrators add.
   */
  mayApproveHosts: boolean;
  onSaved: (record: TenantRecord, message: string) => void;
}

/**
 * Every field of a platform (spec §1) in sections, each problem shown beside its field (the rules are the
 * server's own), a live preview of the sign-in page in the chosen palette, a confirmation before switching the
 * platform off, and the outcome said next to the save button.
 */
export function TenantForm({
  record: initial,
  shares,
  mayChangeShare,
  mayApproveHosts,
  onSaved,
}: TenantFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const forgetTenants = useForgetTenants();
  const [record, setRecord] = useState(initial);
  const [values, setValues] = useState<TenantFormValues>(initial ? formValuesOf(initial) : EMPTY_TENANT_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const creating = initial === undefined;
  const privileged = { share: mayChangeShare, quota: mayApproveHosts };

  const set =
    <K extends keyof TenantFormValues>(key: K) =>
    (
      value: TenantFormValues[K],
      cleared: readonly FormField[] = key === "cores" ? [] : [key as FormField],
    ) => {
      setValues((current) => ({ ...current, [key]: value }));
      if (cleared.some((field) => errors[field]))
        setErrors((current) => ({
          ...current,
          ...Object.fromEntries(cleared.map((field) => [field, undefined])),
        }));
    };
  const problem = (key: FormField) => errors[key] ?? null;
  /** A text field's value, its change and its problem. */
  const textOf = (key: TextKey) => ({ value: values[key], onValueChange: set(key), error: problem(key) });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    const found = problemsOf(values, privileged);
    const next: FormErrors = {};
    for (const { field, code, ratio } of found)
      next[field] ??= t(`tenants.problems.${code}`, { ratio: ratio ? localRatio(ratio, language) : "" });
    setErrors(next);
    if (found.length > 0) {
      setOutcome({ kind: "error", message: t("tenants.editor.fixFields") });
      return;
    }
    if (record && record.status === 1 && values.status === 0) {
      setConfirming(true);
      return;
    }
    void send();
  }

  async function send() {
    setConfirming(false);
    setPending(true);
    try {
      const fields = fieldsOf(values, privileged);
      const answer = record
        ? await savePlatform({ plataforma_id: record.id, ...fields })
        : await createPlatform({ ...fields, nome: values.nome, slug: values.slug, dominio: values.dominio });
      setRecord(answer.plataforma);
      setValues(formValuesOf(answer.plataforma));
      await forgetTenants();
      setOutcome({ kind: "success", message: answer.mensagem });
      onSaved(answer.plataforma, answer.mensagem);
    } catch (error) {
      if (isUnauthorized(error)) return;
      const message = errorMessage(error, () => t("api.generic"));
      const field = error instanceof ApiError ? error.field : null;
      if (field && field in FORM_FIELD_OF) {
        setErrors({ [FORM_FIELD_OF[field as TenantField]]: message });
      }
      setOutcome({ kind: "error", message });
    } finally {
      setPending(false);
    }
  }

  async function approved(answer: { mensagem: string; plataforma: TenantRecord }) {
    setRecord(answer.plataforma);
    await forgetTenants();
    setOutcome({ kind: "success", message: answer.mensagem });
  }

  const shareChoice = values.compartilhamento;
  const currentShare = record?.database_share ?? null;

  return (
    <form className="tenant-form" noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{creating ? t("tenants.editor.newTitle") : t("tenants.editor.title")}</h2>

      <Section legend={t("tenants.editor.identity")}>
        <TextInput
          label={t("tenants.editor.name")}
          {...textOf("nome")}
          maxLength={TENANT_NAME_MAX_LENGTH}
          required
        />
        <PlainTextArea
          label={t("tenants.editor.description")}
          rows={3}
          {...textOf("descricao")}
          maxLength={TENANT_DESCRIPTION_MAX_LENGTH}
        />
        <TextInput
          label={t("tenants.editor.slug")}
          hint={t("tenants.editor.slugHint")}
          {...textOf("slug")}
          maxLength={TENANT_SLUG_MAX_LENGTH}
          {...VERBATIM}
          required
        />
        <TextInput
          label={t("tenants.editor.domain")}
          hint={mayApproveHosts ? t("tenants.editor.domainHint") : t("tenants.domainByPrincipal")}
          {...textOf("dominio")}
          {...VERBATIM}
          readOnly={!mayApproveHosts}
          required
        />
        <PlainTextArea
          label={t("tenants.editor.extraDomains")}
          hint={t("tenants.editor.extraDomainsHint")}
          rows={2}
          {...textOf("dominios_adicionais")}
          {...VERBATIM}
        />
        {record && record.dominios_pendentes.length > 0 ? (
          <PendingHosts record={record} mayApprove={mayApproveHosts} onApproved={approved} />
        ) : null}
        <TimeZoneField
          value={values.fuso_horario}
          error={problem("fuso_horario")}
          onChange={set("fuso_horario")}
        />
        <TextInput
          label={t("tenants.editor.storageQuota")}
          hint={mayApproveHosts ? t("tenants.editor.storageQuotaHint") : t("tenants.quotaByPrincipal")}
          inputMode="numeric"
          {...textOf("cota_armazenamento_mb")}
          readOnly={!mayApproveHosts}
        />
      </Section>

      <Section legend={t("tenants.editor.appearance")}>
        <PaletteField
          palette={values.paleta_cor}
          colours={values.cores}
          onPaletteChange={(palette) => set("paleta_cor")(palette)}
          onColoursChange={(colours) => set("cores")(colours, ["cor_primaria", "cor_texto"])}
          errors={{ primaria: problem("cor_primaria"), texto: problem("cor_texto") }}
          nome={values.nome}
          logo={record?.logo ?? null}
        />
        {record ? (
          <div className="tenant-form__logo">
            <h4>{t("tenants.editor.logo")}</h4>
            <TenantLogoField record={record} onChanged={(changed) => setRecord(changed)} />
          </div>
        ) : (
          <p className="muted">{t("tenants.editor.logoAfterCreate")}</p>
        )}
      </Section>

      {record ? (
        <Section legend={t("tenants.editor.status")}>
          <fieldset className="tenant-form__choices" aria-describedby={`${id}-status-hint`}>
            <legend>{t("tenants.editor.statusLegend")}</legend>
            {([1, 0] as const).map((status) => (
              <label key={status} className="tenant-form__choice">
                <input
                  type="radio"
                  name={`${id}-status`}
                  checked={values.status === status}
                  onChange={() => set("status")(status)}
                />
                {status === 1 ? t("tenants.active") : t("tenants.inactive")}
              </label>
            ))}
          </fieldset>
          <p id={`${id}-status-hint`} className="muted">
            {t("tenants.editor.statusHint")}
          </p>
          <FieldError id={`${id}-status-error`} message={problem("status")} />
        </Section>
      ) : null}

      <Section legend={t("tenants.editor.links")}>
        <TextInput type="url" label={t("tenants.editor.privacy")} {...textOf("politica_de_privacidade")} />
        <TextInput
          type="url"
          label={t("tenants.editor.wiki")}
          hint={t("tenants.editor.wikiHint")}
          {...textOf("wiki")}
        />
      </Section>

      <Section legend={t("tenants.editor.whatsapp")}>
        <TextInput
          type="tel"
          inputMode="numeric"
          label={t("tenants.editor.whatsappNumber")}
          hint={t("tenants.editor.whatsappNumberHint")}
          {...textOf("whatsapp_numero")}
          maxLength={TENANT_WHATSAPP_NUMBER_MAX_LENGTH}
        />
        <PlainTextArea
          label={t("tenants.editor.whatsappMessage")}
          rows={2}
          {...textOf("whatsapp_mensagem")}
          maxLength={TENANT_WHATSAPP_MESSAGE_MAX_LENGTH}
        />
      </Section>

      <Section legend={t("tenants.editor.publicIds")} hint={t("tenants.editor.publicIdsHint")}>
        {TENANT_PUBLIC_ID_KEYS.map((key) => (
          <TextInput key={key} label={t(`tenants.editor.ids.${key}`)} {...textOf(key)} {...VERBATIM} />
        ))}
        {record?.principal ? (
          <div className="tenant-form__switch">
            <input
              id={`${id}-cadastro-social`}
              type="checkbox"
              checked={values.cadastro_social}
              aria-describedby={`${id}-cadastro-social-hint`}
              onChange={(event) => set("cadastro_social")(event.target.checked)}
            />
            <div>
              <label htmlFor={`${id}-cadastro-social`}>{t("tenants.editor.socialSignup")}</label>
              <p id={`${id}-cadastro-social-hint`} className="muted">
                {t("tenants.editor.socialSignupHint")}
              </p>
            </div>
          </div>
        ) : null}
      </Section>

      <Section legend={t("tenants.editor.share")}>
        <p className="tenant-form__warning" id={`${id}-share-warning`}>
          {t("tenants.editor.shareWarning")}
        </p>
        {mayChangeShare ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-share`}>{t("tenants.editor.shareChoice")}</label>
              <select
                id={`${id}-share`}
                value={shareChoice}
                aria-describedby={`${id}-share-warning`}
                onChange={(event) => set("compartilhamento")(event.target.value)}
              >
                <option value="">{t("tenants.editor.shareNone")}</option>
                {shares.map((share) => (
                  <option key={share} value={share}>
                    {share}
                  </option>
                ))}
                <option value={NEW_SHARE}>{t("tenants.editor.shareNew")}</option>
              </select>
              {shareChoice !== NEW_SHARE ? (
                <FieldError id={`${id}-share-error`} message={problem("novo_compartilhamento")} />
              ) : null}
            </div>
            {shareChoice === NEW_SHARE ? (
              <TextInput
                label={t("tenants.editor.shareNewName")}
                hint={t("tenants.editor.shareNewHint")}
                {...textOf("novo_compartilhamento")}
                {...VERBATIM}
              />
            ) : null}
          </>
        ) : (
          <p>
            {currentShare
              ? t("tenants.editor.shareCurrent", { share: currentShare })
              : t("tenants.editor.shareNoneCurrent")}{" "}
            <span className="muted">{t("tenants.editor.shareMainOnly")}</span>
          </p>
        )}
      </Section>

      <div className="tenant-form__actions">
        <button className="button button--primary" type="submit" aria-disabled={pending}>
          {pending
            ? t("tenants.editor.saving")
            : creating
              ? t("tenants.editor.create")
              : t("tenants.editor.save")}
        </button>
        <FormOutcome outcome={outcome} statusClassName="tenant-form__status" />
      </div>

      {confirming && record ? (
        <ConfirmDeactivation
          nome={record.nome}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
}

function Section({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="tenant-form__section">
      <legend>{legend}</legend>
      {hint ? <p className="muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** Spec §4: an inactive platform sends every page to /desativado, so switching one off is confirmed first. */
function ConfirmDeactivation({
  nome,
  onConfirm,
  onCancel,
}: {
  nome: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ModalDialog
      role="alertdialog"
      title={t("tenants.editor.deactivateTitle")}
      describedBy={`${id}-text`}
      onClose={onCancel}
    >
      <p id={`${id}-text`}>{t("tenants.editor.deactivateText", { nome })}</p>
      <div className="modal__actions">
        <button className="button" type="button" onClick={onCancel} data-autofocus>
          {t("common.cancel")}
        </button>
        <button className="button button--primary" type="button" onClick={onConfirm}>
          {t("tenants.editor.deactivateConfirm")}
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * Host names the platform's administrators added that answer nothing until the main tenant's administrators
 * approve them: listed for everyone, each with 'Aprovar' for those who may.
 */
function PendingHosts({
  record,
  mayApprove,
  onApproved,
}: {
  record: TenantRecord;
  mayApprove: boolean;
  onApproved: (answer: { mensagem: string; plataforma: TenantRecord }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function approve(host: string) {
    if (busy) return;
    setBusy(host);
    setError(null);
    try {
      await onApproved(await approvePlatformHost({ plataforma_id: record.id, dominio: host }));
    } catch (failure) {
      if (!isUnauthorized(failure)) setError(errorMessage(failure, () => t("api.generic")));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div className="tenant-form__pending-hosts">
      <p>{t("tenants.editor.pendingHosts", { hosts: record.dominios_pendentes.join(", ") })}</p>
      {mayApprove ? (
        <ul className="tenant-form__pending-actions">
          {record.dominios_pendentes.map((host) => (
            <li key={host}>
              <button
                type="button"
                className="button"
                aria-disabled={busy !== null}
                onClick={() => void approve(host)}
              >
                {t("tenants.editor.approveHost", { host })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
