import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import { GRADES_SEEN_MAX } from "@trilha/contracts/deliveries.calls";
import { DELIVERY_STATUSES, type DeliveryStatus } from "@trilha/contracts/rules/delivery-status";
import { formatGrade, gradeTenths } from "@trilha/contracts/rules/grade";
import { webPaths } from "@trilha/contracts/web-paths";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { StatusBadge } from "../../components/ui/status-badge.tsx";
import { TagList } from "../../components/ui/tag-list.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { type TenantTimeFormat, useTenantTime } from "../../lib/tenant-time.ts";
import { useSession } from "../../lib/use-session.ts";
import { type ContentsFilters, useMarkGradesSeen, useMyContents } from "./api/contents.api.ts";
import "./contents.css";
import { LoadMoreButton } from "../../components/ui/load-more-button.tsx";
import { optionsOf, SelectField } from "../../components/ui/select-field.tsx";

/** The filters live in the address (?situacao=aberta&tag=matemática), so going back to the list keeps them. */
export const STATUS_PARAM = "situacao";
export const TAG_PARAM = "tag";

function isStatus(value: string | null): value is DeliveryStatus {
  return value !== null && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

function useFilters(): [ContentsFilters, (next: ContentsFilters) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get(STATUS_PARAM);
  const tag = params.get(TAG_PARAM)?.trim() || undefined;
  const filters = useMemo(() => ({ status: isStatus(status) ? status : undefined, tag }), [status, tag]);
  const setFilters = (next: ContentsFilters) => {
    const search = new URLSearchParams();
    if (next.status) search.set(STATUS_PARAM, next.status);
    if (next.tag) search.set(TAG_PARAM, next.tag);
    setParams(search, { replace: true });
  };
  return [filters, setFilters];
}

interface ContentsListProps {
  /** Assignments whose delivery waits in this browser to be sent. */
  pendingAssignments: ReadonlySet<number>;
}

/**
 * 'Conteúdos': the student's lessons of every class, by due date, a page at a time from the server, with
 * filters by status and tag.
 */
export function ContentsList({ pendingAssignments }: ContentsListProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useFilters();
  const query = useMyContents(filters);
  const pages = query.data?.pages ?? [];
  const lessons = pages.flatMap((page) => page.conteudos);
  const total = pages.at(-1)?.total ?? 0;
  const timeZone = pages[0]?.fuso_horario ?? "America/Sao_Paulo";
  const time = useTenantTime(timeZone);

  // The tags offered are those of every lesson seen so far, whatever the filter then; one chosen stays offered.
  const seenTags = useRef(new Map<string, string>());
  for (const lesson of lessons) {
    for (const tag of lesson.tagsFiltro) {
      if (!seenTags.current.has(tag.toLowerCase())) seenTags.current.set(tag.toLowerCase(), tag);
    }
  }
  if (filters.tag && !seenTags.current.has(filters.tag.toLowerCase())) {
    seenTags.current.set(filters.tag.toLowerCase(), filters.tag);
  }
  const tags = [...seenTags.current.values()].sort((a, b) => a.localeCompare(b));
  useNewGradesShown(lessons);

  const filtered = filters.status !== undefined || filters.tag !== undefined;
  let body: ReactNode;
  if (query.isError && query.data === undefined) {
    body = <ErrorAlert>{errorMessage(query.error, () => t("api.generic"))}</ErrorAlert>;
  } else if (query.data === undefined) {
    body = <Loading />;
  } else if (lessons.length === 0) {
    body = filtered ? (
      <EmptyState>{t("contents.emptyFiltered")}</EmptyState>
    ) : (
      <EmptyState>{t("contents.empty")}</EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="card-list contents-list" aria-busy={query.isPlaceholderData}>
          {lessons.map((lesson) => (
            <ContentCard
              key={lesson.atribuicao_id}
              lesson={lesson}
              time={time}
              pending={pendingAssignments.has(lesson.atribuicao_id)}
            />
          ))}
        </ul>
        <div className="contents-more">
          <p className="muted">{t("contents.shown", { shown: lessons.length, total })}</p>
          <LoadMoreButton
            query={query}
            label={t("contents.loadMore")}
            busyLabel={t("contents.loadingMore")}
          />
          {query.isFetchNextPageError ? (
            <ErrorAlert>{errorMessage(query.error, () => t("api.generic"))}</ErrorAlert>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <>
      <ContentsFilterForm filters={filters} tags={tags} onChange={setFilters} />
      {body}
    </>
  );
}

function ContentsFilterForm({
  filters,
  tags,
  onChange,
}: {
  filters: ContentsFilters;
  tags: readonly string[];
  onChange: (next: ContentsFilters) => void;
}) {
  const { t } = useTranslation();
  const filtered = filters.status !== undefined || filters.tag !== undefined;
  return (
    <form
      className="contents-filters"
      aria-label={t("contents.filtersLabel")}
      onSubmit={(e) => e.preventDefault()}
    >
      <SelectField
        label={t("contents.statusLabel")}
        value={filters.status ?? ""}
        onValueChange={(value) => onChange({ ...filters, status: isStatus(value) ? value : undefined })}
        emptyLabel={t("contents.anyStatus")}
        options={optionsOf(DELIVERY_STATUSES, (status) => t(`learning.status.${status}`))}
      />
      <SelectField
        label={t("contents.tagLabel")}
        value={filters.tag ?? ""}
        onValueChange={(value) => onChange({ ...filters, tag: value || undefined })}
        emptyLabel={t("contents.anyTag")}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
      />
      {filtered ? (
        <button type="button" className="button contents-filters__clear" onClick={() => onChange({})}>
          {t("contents.clearFilters")}
        </button>
      ) : null}
    </form>
  );
}

/**
 * 'Nova nota' is shown once: the new grades the list shows are reported as seen (once each), so the next load
 * lists them as ordinary graded lessons. Someone viewing as the student changes nothing of theirs.
 */
function useNewGradesShown(lessons: readonly AssignedLesson[]) {
  const session = useSession();
  const visiting = session.status === "signed-in" && session.user.visitante;
  const { mutate } = useMarkGradesSeen();
  const reported = useRef(new Set<number>());
  const fresh = lessons
    .filter((lesson) => lesson.nova_nota && !reported.current.has(lesson.atribuicao_id))
    .map((lesson) => lesson.atribuicao_id)
    .slice(0, GRADES_SEEN_MAX);
  const key = fresh.join(",");
  useEffect(() => {
    if (visiting || key === "") return;
    const ids = key.split(",").map(Number);
    for (const id of ids) reported.current.add(id);
    mutate({ atribuicao_ids: ids });
  }, [key, visiting, mutate]);
}

function ContentCard({
  lesson,
  time,
  pending,
}: {
  lesson: AssignedLesson;
  time: TenantTimeFormat;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The lesson's 'Voltar' comes back to the list as filtered now.
  const { search } = useLocation();
  const extended = lesson.fim_aluno !== lesson.agendamento.fim;
  const due = time.dateTime(lesson.fim_aluno);
  return (
    <li className="card content-card">
      <div className="content-card__head">
        <h3 className="card__title">
          <Link to={webPaths.lesson.build(lesson.atribuicao_id)} state={{ contentsSearch: search }}>
            {lesson.titulo}
          </Link>
        </h3>
        {lesson.nova_nota ? (
          <strong className="badge content-card__new">{t("contents.newGrade")}</strong>
        ) : null}
        <StatusBadge status={lesson.status} />
      </div>
      <p className="card__meta">
        {lesson.turma.nome} · {t(`contents.type.${lesson.tipo}`)}
      </p>
      <p className="card__meta">
        {t("contents.starts")}: {time.dateTime(lesson.agendamento.inicio)} · {t("contents.due")}:{" "}
        {extended ? t("contents.extendedDue", { time: due }) : due}
      </p>
      {lesson.entregue_em ? (
        <p className="card__meta">
          {lesson.atrasada
            ? t("contents.deliveredLate", { time: time.dateTime(lesson.entregue_em) })
            : t("contents.delivered", { time: time.dateTime(lesson.entregue_em) })}
        </p>
      ) : null}
      {lesson.ultima_nota !== null && lesson.status === "avaliada" ? (
        <p className="content-card__grade">
          {t("contents.grade", {
            grade: formatGrade(gradeTenths(lesson.ultima_nota) ?? Math.round(lesson.ultima_nota * 10), lang),
          })}
        </p>
      ) : null}
      {lesson.comentario ? (
        <p className="content-card__comment">{t("contents.comment", { text: lesson.comentario })}</p>
      ) : null}
      {pending ? <p className="content-card__pending">{t("contents.pending")}</p> : null}
      <TagList tags={lesson.tagsFiltro} label={t("contents.tags")} className="content-card__tags" />
    </li>
  );
}
