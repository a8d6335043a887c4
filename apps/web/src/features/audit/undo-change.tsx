import type { AuditEntry } from "@trilha/contracts/audit.calls";
import { undoRefusal } from "@trilha/contracts/rules/tenant-undo";
import { useState } from "react";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useForgetAudit, useUndoTenantChange } from "./api/audit.api.ts";
import { tenantFieldName, tenantValueText } from "./tenant-change-text.ts";

/** A recorded platform change's fields, if the entry is one that can be undone (rules/tenant-undo.ts). */
export function undoableChange(event: AuditEntry) {
  if (event.tipo !== "tenant.changed") return null;
  const { plataforma, campo, antes, depois } = event.detalhes;
  const change = {
    plataforma: String(plataforma),
    campo: String(campo),
    antes: String(antes),
    depois: String(depois),
  };
  return undoRefusal(change) === null ? change : null;
}

/**
 * 'Desfazer' on a platform change's audit entry: asks first (saying both values), then restores the value
 * before; the server refuses when the platform changed since, and the outcome is said beside the button.
 */
export function UndoChange({ event }: { event: AuditEntry }) {
  const { t } = useTranslation();
  const undo = useUndoTenantChange();
  const forgetAudit = useForgetAudit();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = undoableChange(event);
  if (!change) return null;
  const field = tenantFieldName(t, change.campo);

  function send() {
    setOutcome(null);
    undo.mutate(
      { evento_id: event.id },
      {
        onSuccess: (answer) => {
          setOutcome({ kind: "success", message: answer.mensagem });
          void forgetAudit();
        },
        onError: (error) => {
          if (!isUnauthorized(error))
            setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) });
        },
      },
    );
  }

  return (
    <div className="audit-log__undo">
      <ConfirmButton
        className="button"
        aria-label={t("audit.undo.buttonLabel", { campo: field, plataforma: change.plataforma })}
        label={t("audit.undo.button")}
        busy={undo.isPending}
        title={t("audit.undo.title")}
        confirmLabel={t("audit.undo.confirm")}
        onConfirm={send}
      >
        <p>
          {t("audit.undo.text", {
            campo: field,
            plataforma: change.plataforma,
            antes: tenantValueText(t, change.campo, change.antes),
            depois: tenantValueText(t, change.campo, change.depois),
          })}
        </p>
      </ConfirmButton>
      <FormOutcome outcome={outcome} statusClassName="audit-log__undo-status" />
    </div>
  );
}
