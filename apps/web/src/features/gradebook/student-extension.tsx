import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import { type FormEvent, useId, useState } from "react";
import { PlainInput } from "../../components/ui/field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime, fromLocalInput, toLocalInput } from "../../lib/zoned-time.ts";
import { useExtendForStudent, useRemoveExtension } from "./api/gradebook.api.ts";
import type { OpenedCell } from "./gradebook-views.tsx";

const WEEK_MS = 7 * 86_400_000;

/** Where 'Novo prazo' starts: a week after the later of now and the student's due date, at 23:59 there. */
export function suggestedDue(studentDue: string, timeZone: string): string {
  const from = Math.max(Date.now(), Date.parse(studentDue));
  return `${toLocalInput(new Date(from + WEEK_MS), timeZone).slice(0, 10)}T23:59`;
}

interface StudentExtensionProps {
  opened: OpenedCell;
  /** The assignment as the student's list shows it: its schedule, their own due date, its closing. */
  lesson: AssignedLesson;
  timeZone: string;
}

/**
 * 'Prazo extra' in a student's delivery dialog: the class's and the student's due dates, and, once asked for,
 * 'Novo prazo' typed in the tenant's time zone, then 'Conceder prazo'. A date before the assignment's start, or not after its due date, is refused before any call, saying
 * which date it must follow; a closed assignment says it must be reopened first.
 */
export function StudentExtension({ opened, lesson, timeZone }: StudentExtensionProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ids = { title: useId(), form: useId() };
  const extend = useExtendForStudent();
  const remove = useRemoveExtension();
  const { outcome, setOutcome, failed } = useOutcome();
  const [value, setValue] = useState(() => suggestedDue(lesson.fim_aluno, timeZone));
  const [error, setError] = useState<string | null>(null);
  // Folded until asked for: the grade is what the dialog is opened for most often.
  const [open, setOpen] = useState(false);
  const when = (instant: string) => formatDateTime(instant, lang, timeZone);
  const student = opened.student.nome;
  const extended = lesson.fim_aluno !== lesson.agendamento.fim;

  function removeExtension() {
    if (remove.isPending) return;
    setOutcome(null);
    remove.mutate(
      { atribuicao_id: opened.assignment.id, aluno_id: opened.student.id },
      {
        onSuccess: () =>
          setOutcome({ kind: "success", message: t("gradebook.extension.removed", { student }) }),
        onError: failed,
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (extend.isPending) return;
    setOutcome(null);
    const due = fromLocalInput(value, timeZone);
    let problem: string | null = null;
    if (due === null) problem = t("gradebook.extension.required");
    else if (Date.parse(due) < Date.parse(lesson.agendamento.inicio))
      problem = t("gradebook.extension.beforeStart", { date: when(lesson.agendamento.inicio) });
    else if (Date.parse(due) <= Date.parse(lesson.agendamento.fim))
      problem = t("gradebook.extension.notAfterDue", { date: when(lesson.agendamento.fim) });
    setError(problem);
    if (problem !== null || due === null) return;
    extend.mutate(
      { atribuicao_id: opened.assignment.id, aluno_id: opened.student.id, fim: due },
      {
        onSuccess: () =>
          setOutcome({
            kind: "success",
            message: t("gradebook.extension.granted", { student, date: when(due) }),
          }),
        onError: (failure) => {
          if (failure instanceof ApiError && failure.field === "fim" && failure.serverMessage)
            setError(failure.serverMessage);
          failed(failure);
        },
      },
    );
  }

  return (
    <section className="delivery-dialog__extension" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t("gradebook.extension.title")}</h3>
      <p className="muted">
        {t("gradebook.extension.classDue", { date: when(lesson.agendamento.fim) })}
        {extended ? ` ${t("gradebook.extension.studentDue", { student, date: when(lesson.fim_aluno) })}` : ""}
      </p>
      {lesson.encerrada_em ? (
        <p>{t("gradebook.extension.closed")}</p>
      ) : (
        <div className="delivery-dialog__extension-actions">
          <button
            type="button"
            className="button"
            aria-expanded={open}
            aria-controls={open ? ids.form : undefined}
            onClick={() => setOpen(!open)}
          >
            {t("gradebook.extension.open")}
          </button>
          {extended ? (
            <button
              type="button"
              className="button"
              aria-disabled={remove.isPending || undefined}
              onClick={removeExtension}
            >
              {t("gradebook.extension.remove")}
            </button>
          ) : null}
        </div>
      )}
      {open && !lesson.encerrada_em ? (
        <form id={ids.form} className="delivery-dialog__extension-form" noValidate onSubmit={submit}>
          <PlainInput
            label={t("gradebook.extension.newDue")}
            hint={t("classroom.assign.zone", { zone: timeZone })}
            error={error}
            type="datetime-local"
            value={value}
            onValueChange={setValue}
          />
          <div className="delivery-dialog__buttons">
            <button className="button" type="submit" aria-disabled={extend.isPending || undefined}>
              {t("gradebook.extension.submit")}
            </button>
          </div>
        </form>
      ) : null}
      {/* Only where something can be done here: a folded dialog keeps the grade's status line the only one. */}
      {open || extended || outcome !== null ? (
        <FormOutcome outcome={outcome} statusClassName="delivery-dialog__outcome" />
      ) : null}
    </section>
  );
}
