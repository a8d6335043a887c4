import { type FormEvent, useState } from "react";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { ScheduleFields, useSchedule } from "../../components/ui/schedule-fields.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { toLocalInput } from "../../lib/zoned-time.ts";
import { useRemoveAssignment, useRescheduleAssignment } from "./api/gradebook.api.ts";
import type { GradebookAssignment } from "./gradebook-cells.ts";

interface AssignmentChangesProps {
  assignment: GradebookAssignment;
  timeZone: string;
  /** How many students delivered it: what removing it takes away, said before. */
  delivered: number;
}

/**
 * 'Editar datas' (the class's 'Início' and 'Fim', read in the tenant's zone) and 'Remover', which says first how
 * many deliveries go with it and that the audit log keeps them.
 */
export function AssignmentChanges({ assignment, timeZone, delivered }: AssignmentChangesProps) {
  const { t } = useTranslation();
  const reschedule = useRescheduleAssignment();
  const remove = useRemoveAssignment();
  const { outcome, setOutcome, failed } = useOutcome();
  const [editing, setEditing] = useState(false);
  const title = assignment.titulo;

  function confirmRemove() {
    if (remove.isPending) return;
    remove.mutate(
      { atribuicao_id: assignment.id },
      {
        onSuccess: () => {
          setOutcome({ kind: "success", message: t("gradebook.changes.removed", { title }) });
        },
        onError: failed,
      },
    );
  }

  return (
    <div className="gradebook__changes">
      <button
        type="button"
        className="button"
        aria-expanded={editing}
        aria-label={t("gradebook.changes.editLabel", { title })}
        onClick={() => setEditing((open) => !open)}
      >
        {t("gradebook.changes.edit")}
      </button>
      <ConfirmButton
        className="button button--danger"
        aria-label={t("gradebook.changes.removeLabel", { title })}
        label={t("gradebook.changes.remove")}
        busy={remove.isPending}
        title={t("gradebook.changes.confirmTitle", { title })}
        confirmLabel={t("gradebook.changes.confirm")}
        onConfirm={confirmRemove}
      >
        <p>
          {delivered > 0
            ? t("gradebook.changes.confirmText", { n: delivered })
            : t("gradebook.changes.confirmTextNone")}
        </p>
      </ConfirmButton>
      {editing ? (
        <ScheduleForm
          assignment={assignment}
          timeZone={timeZone}
          busy={reschedule.isPending}
          onSave={(agendamento) =>
            reschedule.mutate(
              { atribuicao_id: assignment.id, agendamento },
              {
                onSuccess: () => {
                  setEditing(false);
                  setOutcome({ kind: "success", message: t("gradebook.changes.rescheduled", { title }) });
                },
                onError: failed,
              },
            )
          }
        />
      ) : null}
      <FormOutcome outcome={outcome} statusClassName="gradebook__closing-outcome" />
    </div>
  );
}

/** 'Início' and 'Fim' of the class, in the tenant's zone; the end after the start. */
function ScheduleForm({
  assignment,
  timeZone,
  busy,
  onSave,
}: {
  assignment: GradebookAssignment;
  timeZone: string;
  busy: boolean;
  onSave: (agendamento: { inicio: string; fim: string }) => void;
}) {
  const { t } = useTranslation();
  const schedule = useSchedule(timeZone, () => ({
    start: toLocalInput(assignment.agendamento.inicio, timeZone),
    end: toLocalInput(assignment.agendamento.fim, timeZone),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const agendamento = schedule.check();
    if (agendamento) onSave(agendamento);
  }

  return (
    <form className="gradebook__schedule" noValidate onSubmit={submit}>
      <ScheduleFields schedule={schedule} className="gradebook__dates" noteClassName="muted" />
      <SubmitButton busy={busy}>{t("gradebook.changes.save")}</SubmitButton>
    </form>
  );
}
