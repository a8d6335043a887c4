import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import type { Attempt, Delivery } from "@trilha/contracts/deliveries.calls";
import { parseGrade } from "@trilha/contracts/rules/grade";
import { type FormEvent, useState } from "react";
import { DeliveredFiles } from "../../components/ui/delivered-files.tsx";
import { PlainInput, PlainTextArea } from "../../components/ui/field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { LessonAttachments } from "../../components/ui/lesson-attachments.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import type { StoredFile } from "../../components/ui/stored-files.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { downloadLessonAttachment, lessonAttachmentLinkOf } from "../../lib/stored-file-calls.ts";
import { formatDateTime, fromLocalInput } from "../../lib/zoned-time.ts";
import {
  useAskRedo,
  useCancelDelivery,
  useGradeDelivery,
  useRefreshGradebook,
  useStudentDelivery,
  useUpdateStudentDelivery,
} from "./api/gradebook.api.ts";
import type { GradebookStudent } from "./gradebook-cells.ts";
import { gradeText } from "./gradebook-cells.ts";
import type { OpenedCell } from "./gradebook-views.tsx";
import { StudentExtension, suggestedDue } from "./student-extension.tsx";

/**
 * A gradebook cell opened: the student's delivery, every attempt readable, and the teacher's actions; 'Aluno
 * anterior' and 'Próximo aluno' open the same lesson of the students around, in the gradebook's order.
 */
export function DeliveryDialog({
  opened,
  students,
  onOpen,
  onClose,
}: {
  opened: OpenedCell;
  /** The gradebook's students, in its order. */
  students: readonly GradebookStudent[];
  onOpen: (cell: OpenedCell) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useStudentDelivery(opened.assignment.id, opened.student.id);
  const index = students.findIndex((student) => student.id === opened.student.id);
  const previous = index > 0 ? students[index - 1] : undefined;
  const next = index >= 0 ? students[index + 1] : undefined;
  return (
    <ModalDialog
      className="delivery-dialog"
      title={t("gradebook.delivery.title", {
        student: opened.student.nome,
        lesson: opened.assignment.titulo,
      })}
      onClose={onClose}
    >
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => (
          <DeliveryContent
            // A fresh form for each student: a grade typed for one never shows on the next.
            key={opened.student.id}
            opened={opened}
            delivery={data.entrega}
            maxGrade={data.conteudo.nota_maxima}
            lessonType={data.conteudo.tipo}
            attachments={data.conteudo.anexos}
            timeZone={data.fuso_horario}
            lesson={data.atribuicao}
          />
        )}
      </QueryContent>
      {previous || next ? (
        <nav className="delivery-dialog__students" aria-label={t("gradebook.delivery.otherStudents")}>
          {(
            [
              [previous, "gradebook.delivery.previousStudent"],
              [next, "gradebook.delivery.nextStudent"],
            ] as const
          ).map(([student, label]) =>
            student ? (
              <button
                key={label}
                type="button"
                className="button"
                onClick={() => onOpen({ assignment: opened.assignment, student })}
              >
                {t(label, { name: student.nome })}
              </button>
            ) : null,
          )}
        </nav>
      ) : null}
    </ModalDialog>
  );
}

interface DeliveryContentProps {
  opened: OpenedCell;
  delivery: Delivery;
  maxGrade: number;
  lessonType: "PAD" | "ARQ" | "ESC";
  /** The lesson's attached files, as the version was given. */
  attachments: readonly StoredFile[];
  timeZone: string;
  /** The assignment as the student's list shows it: their own due date, its closing. */
  lesson: AssignedLesson;
}

function DeliveryContent({
  opened,
  delivery,
  maxGrade,
  lessonType,
  attachments,
  timeZone,
  lesson,
}: DeliveryContentProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const attempts = delivery.tentativas;
  const current = attempts.at(-1) ?? null;
  const earlier = attempts.slice(0, -1);
  return (
    <div className="delivery-dialog__body">
      <p className="delivery-dialog__status">
        <span className="badge badge--outline">{t(`learning.status.${delivery.status}`)}</span>{" "}
        {t(lesson.fim_aluno === lesson.agendamento.fim ? "gradebook.due" : "gradebook.dueExtended", {
          date: formatDateTime(lesson.fim_aluno, lang, timeZone),
        })}
        {lesson.encerrada_em
          ? ` · ${t("gradebook.closing.closedAt", { date: formatDateTime(lesson.encerrada_em, lang, timeZone) })}`
          : ""}
      </p>
      {current ? (
        <AttemptView attempt={current} lessonType={lessonType} timeZone={timeZone} current />
      ) : (
        <p className="muted">{t("gradebook.delivery.nothing")}</p>
      )}
      {earlier.length > 0 ? (
        <section className="delivery-dialog__earlier" aria-labelledby="earlier-attempts">
          <h3 id="earlier-attempts">{t("gradebook.delivery.earlier")}</h3>
          {earlier
            .slice()
            .reverse()
            .map((attempt) => (
              <details key={attempt.numero} className="delivery-dialog__attempt-details">
                <summary>
                  {t("gradebook.delivery.attempt", { n: attempt.numero })}
                  {attempt.nota !== null
                    ? ` · ${t("gradebook.delivery.gradeIs", { grade: gradeText(attempt.nota, lang) })}`
                    : ""}
                </summary>
                <AttemptView attempt={attempt} lessonType={lessonType} timeZone={timeZone} />
              </details>
            ))}
        </section>
      ) : null}
      <TeacherActions
        opened={opened}
        delivery={delivery}
        current={current}
        maxGrade={maxGrade}
        lesson={lesson}
        timeZone={timeZone}
      />
      {delivery.status === "CAN" ? null : (
        <StudentExtension opened={opened} lesson={lesson} timeZone={timeZone} />
      )}
      {/* The lesson's own files, last and named as such: never taken for what the student sent. */}
      <LessonAttachments
        files={attachments}
        load={downloadLessonAttachment}
        linkOf={lessonAttachmentLinkOf}
        level={3}
        title={t("gradebook.delivery.lessonAttachments")}
      />
    </div>
  );
}

function AttemptView({
  attempt,
  lessonType,
  timeZone,
  current = false,
}: {
  attempt: Attempt;
  lessonType: "PAD" | "ARQ" | "ESC";
  timeZone: string;
  current?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section
      className="delivery-dialog__attempt"
      aria-label={t("gradebook.delivery.attempt", { n: attempt.numero })}
    >
      {current ? <h3>{t("gradebook.delivery.attempt", { n: attempt.numero })}</h3> : null}
      <p className="muted">
        {attempt.entregue_em
          ? t("gradebook.delivery.deliveredAt", { date: formatDateTime(attempt.entregue_em, lang, timeZone) })
          : t("gradebook.delivery.notDelivered")}
        {attempt.atrasada ? ` · ${t("gradebook.lateMark")}` : ""}
      </p>
      {lessonType === "ESC" ? (
        attempt.entregue_em && attempt.resposta ? (
          <div className="delivery-dialog__answer">
            <h4>{t("gradebook.delivery.answer")}</h4>
            <p>{attempt.resposta}</p>
          </div>
        ) : null
      ) : null}
      <DeliveredFiles files={attempt.arquivos} heading={<h4>{t("gradebook.delivery.files")}</h4>} />
      {attempt.nota !== null ? (
        <p>
          <strong>{t("gradebook.delivery.gradeIs", { grade: gradeText(attempt.nota, lang) })}</strong>
        </p>
      ) : null}
      {attempt.comentario ? (
        <blockquote className="delivery-dialog__comment">
          <p className="muted">{t("gradebook.delivery.teacherComment")}</p>
          <p>{attempt.comentario}</p>
        </blockquote>
      ) : null}
      {attempt.refazer_pedido_em ? (
        <p className="muted">
          {t("gradebook.delivery.redoAskedAt", {
            date: formatDateTime(attempt.refazer_pedido_em, lang, timeZone),
          })}
        </p>
      ) : null}
    </section>
  );
}

function TeacherActions({
  opened,
  delivery,
  current,
  maxGrade,
  lesson,
  timeZone,
}: {
  opened: OpenedCell;
  delivery: Delivery;
  current: Attempt | null;
  maxGrade: number;
  lesson: AssignedLesson;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const updateDelivery = useUpdateStudentDelivery();
  const refreshGradebook = useRefreshGradebook();
  const [grade, setGrade] = useState(
    current?.nota !== null && current?.nota !== undefined ? gradeText(current.nota, lang) : "",
  );
  const [comment, setComment] = useState(current?.comentario ?? "");
  const [gradeError, setGradeError] = useState<string | null>(null);
  // A redo asked once the student's due date has passed comes with a new one, so it is not marked late.
  const pastDue = Date.parse(lesson.fim_aluno) < Date.now();
  const [redoDue, setRedoDue] = useState(() => suggestedDue(lesson.fim_aluno, timeZone));
  const [redoDueError, setRedoDueError] = useState<string | null>(null);
  const { outcome, setOutcome, failed } = useOutcome();
  const gradeDelivery = useGradeDelivery();
  const askRedo = useAskRedo();
  const cancel = useCancelDelivery();
  const busy = gradeDelivery.isPending || askRedo.isPending || cancel.isPending;
  const target = { atribuicao_id: opened.assignment.id, aluno_id: opened.student.id };
  const maxTenths = Math.round(maxGrade * 10);

  function done(message: string) {
    return {
      // The dialog shows the server's answer at once; the gradebook behind it loads again.
      onSuccess: (answer: { entrega: Delivery }) => {
        updateDelivery((old) => ({ ...old, entrega: answer.entrega }), target.atribuicao_id, target.aluno_id);
        void refreshGradebook();
        setOutcome({ kind: "success", message });
      },
      onError: failed,
    };
  }

  /** A button whose call is dropped while another is under way; the last outcome goes first. */
  function idleButton(className: string, label: string, start: () => void) {
    const click = () => {
      if (busy) return;
      setOutcome(null);
      start();
    };
    return (
      <button className={className} type="button" aria-disabled={busy || undefined} onClick={click}>
        {label}
      </button>
    );
  }

  function saveGrade(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const parsed = parseGrade(grade, maxTenths);
    if (!parsed.ok) {
      setGradeError(t("gradebook.delivery.gradeInvalid", { max: gradeText(maxGrade, lang) }));
      return;
    }
    setGradeError(null);
    gradeDelivery.mutate(
      { ...target, nota: grade.trim(), comentario: comment },
      done(t("gradebook.delivery.graded")),
    );
  }

  if (delivery.status === "CAN") {
    return (
      <div className="delivery-dialog__actions">
        <p>{t("gradebook.delivery.excusedNote")}</p>
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) cancel.mutate({ ...target, cancelada: false }, done(t("gradebook.delivery.restored")));
          }}
        >
          {t("gradebook.delivery.restore")}
        </button>
        <FormOutcome outcome={outcome} statusClassName="delivery-dialog__outcome" />
      </div>
    );
  }

  // Something delivered: a redo may be asked of it ('concluida': a reading given without a grade, done).
  const delivered =
    delivery.status === "entregue" || delivery.status === "concluida" || delivery.status === "avaliada";
  return (
    <form className="delivery-dialog__form" noValidate onSubmit={saveGrade}>
      {delivery.status === "concluida" ? <p className="muted">{t("gradebook.delivery.ungraded")}</p> : null}
      <PlainInput
        label={t("gradebook.delivery.grade")}
        error={gradeError}
        inputMode="decimal"
        autoComplete="off"
        value={grade}
        maxLength={5}
        onValueChange={setGrade}
      />
      <PlainTextArea
        label={t("gradebook.delivery.comment")}
        rows={3}
        maxLength={5000}
        value={comment}
        onValueChange={setComment}
      />
      {pastDue && delivered ? (
        <PlainInput
          label={t("gradebook.delivery.redoDue")}
          hint={`${t("gradebook.delivery.redoDueHint")} ${t("classroom.assign.zone", { zone: timeZone })}`}
          error={redoDueError}
          type="datetime-local"
          value={redoDue}
          onValueChange={setRedoDue}
        />
      ) : null}
      <div className="delivery-dialog__buttons">
        <SubmitButton busy={busy}>{t("gradebook.delivery.saveGrade")}</SubmitButton>
        {/* A redo takes something delivered: nothing to ask of a student who has not delivered yet. */}
        {delivered
          ? idleButton("button", t("gradebook.delivery.askRedo"), () => {
              const fim = pastDue ? fromLocalInput(redoDue, timeZone) : undefined;
              if (fim === null || (fim !== undefined && Date.parse(fim) <= Date.now())) {
                setRedoDueError(t("learning.redoDueInvalid"));
                return;
              }
              setRedoDueError(null);
              const after = done(t("gradebook.delivery.redoAsked"));
              askRedo.mutate(
                { ...target, comentario: comment, ...(fim ? { fim } : {}) },
                {
                  ...after,
                  onSuccess: (answer) => {
                    // A new attempt is open: its grade and comment start empty.
                    setGrade("");
                    setComment("");
                    after.onSuccess(answer);
                  },
                },
              );
            })
          : null}
        {idleButton("button button--danger", t("gradebook.delivery.cancel"), () =>
          cancel.mutate({ ...target, cancelada: true }, done(t("gradebook.delivery.cancelled"))),
        )}
      </div>
      <FormOutcome outcome={outcome} statusClassName="delivery-dialog__outcome" />
    </form>
  );
}
