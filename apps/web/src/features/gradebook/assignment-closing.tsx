import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/zoned-time.ts";
import {
  useCloseAssignment,
  useRefreshGradebook,
  useReopenAssignment,
  useUpdateGradebook,
} from "./api/gradebook.api.ts";
import type { GradebookAssignment } from "./gradebook-cells.ts";

interface AssignmentClosingProps {
  assignment: GradebookAssignment;
  timeZone: string;
  /** Whether to say when it was closed (a phone's group says it in its summary already). */
  showClosedAt?: boolean;
}

/**
 * 'Encerrar entregas' on an assignment of the gradebook, after a confirmation that says what it does; once
 * closed, when ('Encerrada em …', in the tenant's zone) and 'Reabrir'. One button that changes its words, so the
 * focus the confirmation gives back stays on it.
 */
export function AssignmentClosing({ assignment, timeZone, showClosedAt = true }: AssignmentClosingProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const updateGradebook = useUpdateGradebook();
  const refreshGradebook = useRefreshGradebook();
  const close = useCloseAssignment();
  const reopen = useReopenAssignment();
  const { outcome, setOutcome, failed } = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const busy = close.isPending || reopen.isPending;
  const closedAt = assignment.encerrada_em;
  const title = assignment.titulo;

  /** The column says at once what the server answered; the cells are asked again (missing work changes). */
  function settled(closedAtNow: string | null, message: string) {
    updateGradebook((old) => ({
      ...old,
      atribuicoes: old.atribuicoes.map((item) =>
        item.id === assignment.id ? { ...item, encerrada_em: closedAtNow } : item,
      ),
    }));
    void refreshGradebook();
    setOutcome({ kind: "success", message });
  }

  /** Closes or reopens, one call at a time, saying `message` once the server has answered. */
  function change(mutation: typeof close | typeof reopen, message: string) {
    if (busy) return;
    setOutcome(null);
    mutation.mutate(
      { atribuicao_id: assignment.id },
      { onSuccess: (answer) => settled(answer.atribuicao.encerrada_em, message), onError: failed },
    );
  }

  function confirmClose() {
    setConfirming(false);
    change(close, t("gradebook.closing.closed", { title }));
  }

  const reopenNow = () => change(reopen, t("gradebook.closing.reopened", { title }));

  return (
    <div className="gradebook__closing">
      {closedAt && showClosedAt ? (
        <span className="gradebook__closed-at">
          {t("gradebook.closing.closedAt", { date: formatDateTime(closedAt, lang, timeZone) })}
        </span>
      ) : null}
      <button
        type="button"
        className={`button gradebook__closing-button${closedAt ? "" : " button--danger"}`}
        aria-label={t(closedAt ? "gradebook.closing.reopenLabel" : "gradebook.closing.closeLabel", { title })}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (closedAt) reopenNow();
          else setConfirming(true);
        }}
      >
        {t(closedAt ? "gradebook.closing.reopen" : "gradebook.closing.close")}
      </button>
      <FormOutcome outcome={outcome} statusClassName="gradebook__closing-outcome" />
      {confirming ? (
        <ConfirmDialog
          title={t("gradebook.closing.confirmTitle", { title })}
          confirmLabel={t("gradebook.closing.confirm")}
          onConfirm={confirmClose}
          onCancel={() => setConfirming(false)}
        >
          <p>{t("gradebook.closing.confirmText")}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
