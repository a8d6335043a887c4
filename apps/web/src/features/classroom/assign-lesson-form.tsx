import { canManage } from "@trilha/contracts/rules/session-roles";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Field, PlainInput } from "../../components/ui/field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { ScheduleFields, useSchedule } from "../../components/ui/schedule-fields.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { requestKey } from "../../lib/request-key.ts";
import { useSession } from "../../lib/use-session.ts";
import { toLocalInput } from "../../lib/zoned-time.ts";
import { useAssignLesson, useLessonCatalog } from "./api/classroom.api.ts";
import "./classroom.css";

const DAY_MS = 86_400_000;

// The preview brings the lesson body's sanitiser: fetched on the first 'Pré-visualizar', not with the class page.
const LessonPreviewDialog = lazy(async () => ({
  default: (await import("./lesson-preview-dialog.tsx")).LessonPreviewDialog,
}));

interface AssignLessonFormProps {
  classId: number;
  className: string;
  /** The tenant's time zone: 'Início' and 'Fim' are read in it. */
  timeZone: string;
  /** A lesson's code to choose at once: the lesson a teacher just created and chose a class for. */
  preselect?: string | undefined;
}

/** The class page's address parameter naming a lesson (by its código) to choose in the form at once. */
export const ASSIGN_PARAM = "atribuir";

/**
 * 'Atribuir conteúdo': pick a lesson of the catalogue, 'Início', 'Fim', then 'Atribuir'. Each 'Atribuir' carries
 * a key, so a double tap makes one assignment; a lesson the class already has asks before it is given again.
 * A reading takes no grade unless 'Dar nota a esta leitura' is checked: marked 'Concluído', it is done.
 */
export function AssignLessonForm({ classId, className, timeZone, preselect }: AssignLessonFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  // Someone who gives and grades lessons but may not write them is told why 'Gerenciar' is not theirs.
  const authors = session.status === "signed-in" && canManage(session.user);
  const [search, setSearch] = useState(preselect ?? "");
  const [lessonId, setLessonId] = useState("");
  const schedule = useSchedule(timeZone, () => ({
    start: toLocalInput(new Date(), timeZone),
    end: `${toLocalInput(new Date(Date.now() + 7 * DAY_MS), timeZone).slice(0, 10)}T23:59`,
  }));
  const [graded, setGraded] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [lessonError, setLessonError] = useState<string>();
  const [key, setKey] = useState(requestKey);
  const [repeatAsked, setRepeatAsked] = useState<string | null>(null);
  const pendingSchedule = useRef<{ inicio: string; fim: string } | null>(null);
  const { outcome, setOutcome, failed } = useOutcome();
  const catalog = useLessonCatalog(search);
  const assign = useAssignLesson();
  const lessons = catalog.data?.conteudos ?? [];
  const chosen = lessons.find((candidate) => String(candidate.id) === lessonId);
  // A lesson just created and sent here to be given ('Atribuir a uma turma'): chosen as soon as it is found.
  const preselected = preselect ? lessons.find((lesson) => lesson.codigo === preselect) : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!preselected) return;
    setLessonId((current) => (current === "" ? String(preselected.id) : current));
    formRef.current?.scrollIntoView({ block: "start" });
  }, [preselected]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (assign.isPending) return;
    const agendamento = schedule.check();
    const missingLesson = lessonId === "" ? t("classroom.assign.lessonRequired") : undefined;
    setLessonError(missingLesson);
    setOutcome(null);
    if (missingLesson || !agendamento) return;
    send(agendamento, false);
  }

  function send(agendamento: { inicio: string; fim: string }, repetir: boolean) {
    const lesson = chosen;
    assign.mutate(
      {
        conteudo_id: Number(lessonId),
        turma_id: classId,
        agendamento,
        chave_envio: key,
        ...(repetir ? { repetir: true } : {}),
        ...(lesson?.tipo === "PAD" ? { com_nota: graded } : {}),
      },
      {
        onSuccess: () => {
          setOutcome({
            kind: "success",
            message: t("classroom.assign.done", { title: lesson?.titulo ?? "", className }),
          });
          setLessonId("");
          setGraded(false);
          setKey(requestKey());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.field === "repetir") {
            setRepeatAsked(error.serverMessage ?? t("classroom.assign.repeatText"));
            pendingSchedule.current = agendamento;
          } else failed(error);
        },
      },
    );
  }

  return (
    <section className="classroom__assign" aria-labelledby="assign-title">
      <h2 id="assign-title">{t("classroom.assign.title")}</h2>
      {authors ? null : <p className="muted">{t("classroom.assign.notAuthor")}</p>}
      <form ref={formRef} className="classroom__assign-form" noValidate onSubmit={submit}>
        <PlainInput
          label={t("classroom.assign.search")}
          type="search"
          value={search}
          maxLength={100}
          onValueChange={setSearch}
        />
        <Field label={t("classroom.assign.lesson")} error={lessonError}>
          {(control) => (
            <select {...control} value={lessonId} onChange={(event) => setLessonId(event.target.value)}>
              <option value="">
                {lessons.length === 0 && catalog.isSuccess
                  ? t("classroom.assign.noLessons")
                  : t("classroom.assign.choose")}
              </option>
              {lessons.map((lesson) => (
                <option key={lesson.id} value={lesson.id}>
                  {lesson.titulo} ({lesson.codigo} · {t(`classroom.lessonType.${lesson.tipo}`)})
                </option>
              ))}
            </select>
          )}
        </Field>
        {chosen ? (
          <button
            type="button"
            className="button classroom__preview-button"
            onClick={() => setPreviewing(true)}
          >
            {t("classroom.preview.action")}
          </button>
        ) : null}
        {chosen?.tipo === "PAD" ? (
          <CheckboxField
            className="classroom__check"
            label={t("classroom.assign.gradeReading")}
            checked={graded}
            onChange={setGraded}
          />
        ) : null}
        <ScheduleFields
          schedule={schedule}
          className="classroom__dates"
          noteClassName="muted classroom__zone"
        />
        <div className="classroom__actions">
          <SubmitButton busy={assign.isPending}>{t("classroom.assign.submit")}</SubmitButton>
        </div>
        <FormOutcome outcome={outcome} statusClassName="classroom__status" />
      </form>
      {previewing && chosen ? (
        <Suspense fallback={null}>
          <LessonPreviewDialog lessonId={chosen.id} onClose={() => setPreviewing(false)} />
        </Suspense>
      ) : null}
      {repeatAsked ? (
        <ConfirmDialog
          title={t("classroom.assign.repeatTitle")}
          confirmLabel={t("classroom.assign.repeat")}
          onConfirm={() => {
            setRepeatAsked(null);
            if (pendingSchedule.current) send(pendingSchedule.current, true);
          }}
          onCancel={() => setRepeatAsked(null)}
        >
          <p>{repeatAsked}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
