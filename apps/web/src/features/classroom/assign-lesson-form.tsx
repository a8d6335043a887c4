import { type FormEvent, useId, useState } from "react";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { fromLocalInput, toLocalInput } from "../../lib/zoned-time.ts";
import { useAssignLesson, useLessonCatalog } from "./api/classroom.api.ts";
import "./classroom.css";

const DAY_MS = 86_400_000;

interface AssignLessonFormProps {
  classId: number;
  className: string;
  /** The tenant's time zone: 'Início' and 'Fim' are read in it. */
  timeZone: string;
  /** Called once a lesson is given, so the gradebook shows its new column. */
  onAssigned?: () => void;
}

type FieldErrors = Partial<Record<"lesson" | "start" | "end", string>>;

/** 'Atribuir conteúdo': pick a lesson of the catalogue, 'Início', 'Fim', then 'Atribuir'. */
export function AssignLessonForm({ classId, className, timeZone, onAssigned }: AssignLessonFormProps) {
  const { t } = useTranslation();
  const ids = { search: useId(), lesson: useId(), start: useId(), end: useId(), zone: useId() };
  const [search, setSearch] = useState("");
  const [lessonId, setLessonId] = useState("");
  const [start, setStart] = useState(() => toLocalInput(new Date(), timeZone));
  const [end, setEnd] = useState(
    () => `${toLocalInput(new Date(Date.now() + 7 * DAY_MS), timeZone).slice(0, 10)}T23:59`,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome, failed } = useOutcome();
  const catalog = useLessonCatalog(search);
  const assign = useAssignLesson();
  const lessons = catalog.data?.conteudos ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (assign.isPending) return;
    const inicio = fromLocalInput(start, timeZone);
    const fim = fromLocalInput(end, timeZone);
    const found: FieldErrors = {};
    if (lessonId === "") found.lesson = t("classroom.assign.lessonRequired");
    if (inicio === null) found.start = t("classroom.assign.dateRequired");
    if (fim === null) found.end = t("classroom.assign.dateRequired");
    else if (inicio !== null && fim <= inicio) found.end = t("classroom.assign.endBeforeStart");
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0 || inicio === null || fim === null) return;
    const lesson = lessons.find((candidate) => String(candidate.id) === lessonId);
    assign.mutate(
      { conteudo_id: Number(lessonId), turma_id: classId, agendamento: { inicio, fim } },
      {
        onSuccess: () => {
          setOutcome({
            kind: "success",
            message: t("classroom.assign.done", { title: lesson?.titulo ?? "", className }),
          });
          setLessonId("");
          onAssigned?.();
        },
        onError: (error) => failed(error),
      },
    );
  }

  return (
    <section className="classroom__assign" aria-labelledby="assign-title">
      <h2 id="assign-title">{t("classroom.assign.title")}</h2>
      <form className="classroom__assign-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.search}>{t("classroom.assign.search")}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.lesson}>{t("classroom.assign.lesson")}</label>
          <select
            id={ids.lesson}
            value={lessonId}
            aria-invalid={errors.lesson ? true : undefined}
            aria-describedby={errors.lesson ? `${ids.lesson}-error` : undefined}
            onChange={(event) => setLessonId(event.target.value)}
          >
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
          {errors.lesson ? (
            <p className="field__error" id={`${ids.lesson}-error`}>
              {errors.lesson}
            </p>
          ) : null}
        </div>
        <div className="classroom__dates">
          <div className="field">
            <label htmlFor={ids.start}>{t("classroom.assign.start")}</label>
            <input
              id={ids.start}
              type="datetime-local"
              value={start}
              aria-invalid={errors.start ? true : undefined}
              aria-describedby={[ids.zone, errors.start ? `${ids.start}-error` : ""].join(" ").trim()}
              onChange={(event) => setStart(event.target.value)}
            />
            {errors.start ? (
              <p className="field__error" id={`${ids.start}-error`}>
                {errors.start}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={ids.end}>{t("classroom.assign.end")}</label>
            <input
              id={ids.end}
              type="datetime-local"
              value={end}
              aria-invalid={errors.end ? true : undefined}
              aria-describedby={[ids.zone, errors.end ? `${ids.end}-error` : ""].join(" ").trim()}
              onChange={(event) => setEnd(event.target.value)}
            />
            {errors.end ? (
              <p className="field__error" id={`${ids.end}-error`}>
                {errors.end}
              </p>
            ) : null}
          </div>
        </div>
        <p className="muted classroom__zone" id={ids.zone}>
          {t("classroom.assign.zone", { zone: timeZone })}
        </p>
        <div className="classroom__actions">
          <button
            className="button button--primary"
            type="submit"
            aria-disabled={assign.isPending || undefined}
          >
            {t("classroom.assign.submit")}
          </button>
        </div>
        <FormOutcome outcome={outcome} statusClassName="classroom__status" />
      </form>
    </section>
  );
}
