import type { Attempt } from "@trilha/contracts/deliveries.calls";
import { formatGrade, gradeTenths } from "@trilha/contracts/rules/grade";
import type { Language } from "@trilha/contracts/rules/languages";
import { webPaths } from "@trilha/contracts/web-paths";
import { useCallback, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { DeliveredFiles } from "../../components/ui/delivered-files.tsx";
import { FactList } from "../../components/ui/fact-list.tsx";
import type { Outcome } from "../../components/ui/form-outcome.tsx";
import { LessonAttachments } from "../../components/ui/lesson-attachments.tsx";
import { LessonBody } from "../../components/ui/lesson-body.tsx";
import { StatusBadge } from "../../components/ui/status-badge.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { downloadLessonAttachment, lessonAttachmentLinkOf } from "../../lib/stored-file-calls.ts";
import { type TenantTimeFormat, useTenantTime } from "../../lib/tenant-time.ts";
import { clearLocalDraft } from "./answer-draft.ts";
import { AnswerEditor } from "./answer-editor.tsx";
import { type LessonPageData, useRemoveAttemptFile, useShowDelivery } from "./api/lesson.api.ts";
import { DeliveryFiles, forgetSentFiles } from "./delivery-files.tsx";
import { enqueueDelivery, flushDeliveries, type OutboxEvent } from "./delivery-outbox.ts";
import "./lesson.css";
import { useDeliveryOutbox } from "./use-delivery-outbox.ts";
import { WithdrawDelivery } from "./withdraw-delivery.tsx";

export function gradeText(value: number, lang: Language): string {
  return formatGrade(gradeTenths(value) ?? Math.round(value * 10), lang);
}

/** The first attempt as it stands before anything was saved. */
export const FIRST_ATTEMPT: Attempt = {
  numero: 1,
  resposta: null,
  revisao: 0,
  rascunho_salvo_em: null,
  entregue_em: null,
  atrasada: false,
  nota: null,
  comentario: null,
  avaliada_em: null,
  refazer_pedido_em: null,
  arquivos: [],
};

/** The attempt the student works on now: the last one, or the first before anything was saved. */
function currentAttemptOf(attempts: readonly Attempt[]): Attempt {
  return attempts.at(-1) ?? FIRST_ATTEMPT;
}

/** /logado/conteudo/:atribuicao: the lesson as it was given to the class, and the student's delivery. */
/** The list the student came from, with its filters (kept in the history entry, so a reload keeps it too). */
function useBackToContents(): string {
  const { state } = useLocation();
  const search = (state as { contentsSearch?: unknown } | null)?.contentsSearch;
  return typeof search === "string" && search.startsWith("?")
    ? `${webPaths.signedIn.build()}${search}`
    : webPaths.signedIn.build();
}

export function LessonView({ data, userId }: { data: LessonPageData; userId: number }) {
  const { t } = useTranslation();
  const back = useBackToContents();
  const time = useTenantTime(data.fuso_horario);
  const { atribuicao, conteudo, entrega } = data;
  const extended = atribuicao.fim_aluno !== atribuicao.agendamento.fim;
  return (
    <article className="panel lesson">
      <p className="lesson__back">
        <Link to={back}>{t("lesson.back")}</Link>
      </p>
      <h1>{conteudo.titulo}</h1>
      <FactList
        className="lesson__facts"
        facts={[
          [t("contents.classLabel"), atribuicao.turma.nome],
          [t("contents.typeLabel"), t(`contents.type.${conteudo.tipo}`)],
          [t("contents.starts"), time.dateTime(atribuicao.agendamento.inicio)],
          [
            t("contents.due"),
            extended
              ? t("contents.extendedDue", { time: time.dateTime(atribuicao.fim_aluno) })
              : time.dateTime(atribuicao.fim_aluno),
          ],
          [t("contents.statusLabel"), <StatusBadge key="status" status={entrega.status} />],
        ]}
      />
      {/* Empty before the lesson opens: the server keeps its prompt until then. */}
      {conteudo.corpo ? <LessonBody html={conteudo.corpo} /> : null}
      <LessonAttachments
        files={conteudo.anexos}
        load={downloadLessonAttachment}
        linkOf={lessonAttachmentLinkOf}
      />
      <DeliverySection data={data} userId={userId} time={time} />
      <EarlierAttempts attempts={entrega.tentativas.slice(0, -1)} time={time} />
    </article>
  );
}

function DeliverySection({
  data,
  userId,
  time,
}: {
  data: LessonPageData;
  userId: number;
  time: TenantTimeFormat;
}) {
  const { t } = useTranslation();
  const { atribuicao, conteudo, entrega } = data;
  const assignmentId = atribuicao.atribuicao_id;
  const current = currentAttemptOf(entrega.tentativas);
  const previous = entrega.tentativas.at(-2) ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const showDelivery = useShowDelivery();

  const onEvent = useCallback(
    (event: OutboxEvent) => {
      if (event.entry.atribuicao_id !== assignmentId) return;
      if (event.kind === "delivered") {
        clearLocalDraft(userId, assignmentId, event.entry.tentativa);
        forgetSentFiles(userId, assignmentId, event.entry.tentativa);
        showDelivery(assignmentId, event.answer);
        setOutcome({ kind: "success", message: t("lesson.sent") });
        heading.current?.focus();
      } else {
        setOutcome({ kind: "error", message: errorMessage(event.error, () => t("api.generic")) });
      }
    },
    [assignmentId, showDelivery, t, userId],
  );
  const pending = useDeliveryOutbox(userId, onEvent).find((entry) => entry.atribuicao_id === assignmentId);
  const removeFile = useRemoveAttemptFile();
  // The server's answer after 'Cancelar envio' or 'Remover': the page shows it without loading again.
  const showEntrega = (changed: LessonPageData["entrega"], message: string | null) => {
    showDelivery(assignmentId, { entrega: changed, entregue_em: null });
    setOutcome(message ? { kind: "success", message } : null);
  };
  const failed = (message: string) => setOutcome({ kind: "error", message });
  // A file delivery is taken back only up to the due date, while open and not graded (the server checks again).
  const mayWithdraw =
    conteudo.tipo === "ARQ" &&
    entrega.status === "entregue" &&
    Date.parse(atribuicao.fim_aluno) >= Date.now() &&
    (atribuicao.encerrada_em === null || Date.parse(atribuicao.encerrada_em) > Date.now());

  const deliver = async (resposta?: string, arquivos?: string[]) => {
    if (conteudo.tipo === "ESC" && !resposta?.trim()) {
      setOutcome({ kind: "error", message: t("learning.answerRequired") });
      return;
    }
    setOutcome(null);
    setSending(true);
    enqueueDelivery(userId, { atribuicao_id: assignmentId, tentativa: current.numero, resposta, arquivos });
    await flushDeliveries(userId);
    setSending(false);
  };

  const open = entrega.status === "aberta" || entrega.status === "atrasada" || entrega.status === "refazer";
  const locked = pending !== undefined || sending;
  // What both ways of delivering (a written answer, files) are told about where and whether they may send.
  const delivering = { userId, assignmentId, locked, sending };
  return (
    <section className="lesson__delivery" aria-labelledby="lesson-delivery-heading">
      <h2 id="lesson-delivery-heading" ref={heading} tabIndex={-1}>
        {t("lesson.deliveryHeading")}
      </h2>
      {entrega.status === "em_breve" ? (
        <p>{t("lesson.upcoming", { time: time.dateTime(atribuicao.agendamento.inicio) })}</p>
      ) : null}
      {entrega.status === "CAN" ? <p>{t("lesson.cancelled")}</p> : null}
      {entrega.status === "nao_entregue" ? <p>{t("lesson.missing")}</p> : null}
      {entrega.status === "entregue" || entrega.status === "concluida" || entrega.status === "avaliada" ? (
        <>
          <AttemptResult
            attempt={current}
            lastGrade={entrega.ultima_nota}
            time={time}
            done={entrega.status === "concluida"}
          />
          {entrega.status === "entregue" ? <p className="muted">{t("lesson.waitingGrade")}</p> : null}
          {entrega.status === "concluida" ? <p className="muted">{t("lesson.doneUngraded")}</p> : null}
          <AttemptWork attempt={current} />
          {mayWithdraw ? (
            <WithdrawDelivery
              assignmentId={assignmentId}
              due={atribuicao.fim_aluno}
              time={time}
              onWithdrawn={(changed) => showEntrega(changed, t("lesson.withdraw.done"))}
              onFailed={failed}
            />
          ) : null}
        </>
      ) : null}
      {open ? (
        <>
          {entrega.status === "refazer" ? (
            <div className="lesson__redo">
              <p>
                <StatusBadge status="refazer" /> {t("lesson.redoAsked")}
              </p>
              {previous?.comentario ? <TeacherComment text={previous.comentario} /> : null}
            </div>
          ) : null}
          {entrega.status === "atrasada" ? <p className="lesson__late">{t("lesson.lateNotice")}</p> : null}
          {current.numero > 1 ? (
            <p className="lesson__attempt">{t("lesson.attempt", { n: current.numero })}</p>
          ) : null}
          {pending ? <p className="lesson__queued">{t("lesson.queued")}</p> : null}
          {conteudo.tipo === "PAD" ? (
            <button
              type="button"
              className="button button--primary"
              aria-disabled={locked}
              onClick={() => {
                if (!locked) void deliver();
              }}
            >
              {sending ? t("lesson.sending") : t("lesson.conclude")}
            </button>
          ) : null}
          {conteudo.tipo === "ESC" ? (
            <AnswerEditor
              key={`${assignmentId}:${current.numero}`}
              {...delivering}
              attempt={current}
              previousAnswer={entrega.status === "refazer" ? (previous?.resposta ?? null) : null}
              pendingAnswer={pending?.resposta}
              time={time}
              onDeliver={(text) => void deliver(text)}
            />
          ) : null}
          {conteudo.tipo === "ARQ" ? (
            <DeliveryFiles
              key={`${assignmentId}:${current.numero}`}
              {...delivering}
              attempt={current.numero}
              limits={data.limites}
              kept={current.arquivos}
              onRemoveKept={(fileId) =>
                removeFile.mutate(
                  { atribuicao_id: assignmentId, arquivo_id: fileId },
                  {
                    onSuccess: (answer) => showEntrega(answer.entrega, null),
                    onError: (error) => failed(errorMessage(error, () => t("api.generic"))),
                  },
                )
              }
              onDeliver={(ids) => void deliver(undefined, ids)}
            />
          ) : null}
        </>
      ) : null}
      <p role="status" className="lesson__outcome">
        {outcome?.kind === "success" ? outcome.message : null}
      </p>
      {outcome?.kind === "error" ? (
        <div className="alert alert--error" role="alert">
          {outcome.message}
        </div>
      ) : null}
    </section>
  );
}

/** 'Entregue' with its time, then the grade and the teacher's comment once graded. */
function AttemptResult({
  attempt,
  lastGrade,
  time,
  done = false,
}: {
  attempt: Attempt;
  lastGrade: number | null;
  time: TenantTimeFormat;
  /** A reading given without a grade: 'Concluída', not 'Entregue'. */
  done?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const grade = attempt.nota ?? (attempt.avaliada_em ? lastGrade : null);
  return (
    <>
      {attempt.entregue_em ? (
        <p className="lesson__delivered">
          <strong>{done ? t("learning.status.concluida") : t("lesson.delivered")}</strong>{" "}
          {t("lesson.deliveredAt", { time: time.dateTime(attempt.entregue_em) })}
          {attempt.atrasada ? <> · {t("lesson.late")}</> : null}
        </p>
      ) : null}
      {grade !== null ? (
        <p className="lesson__grade">{t("contents.grade", { grade: gradeText(grade, lang) })}</p>
      ) : null}
      {attempt.comentario ? <TeacherComment text={attempt.comentario} /> : null}
    </>
  );
}

function TeacherComment({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <figure className="lesson__comment">
      <figcaption>{t("lesson.teacherComment")}</figcaption>
      <blockquote>{text}</blockquote>
    </figure>
  );
}

/** What the student handed in on an attempt: the written answer, the files. */
function AttemptWork({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  return (
    <>
      {attempt.resposta !== null && attempt.entregue_em ? (
        <div className="lesson__answer">
          <h3>{t("lesson.yourAnswer")}</h3>
          <p className="lesson__answer-text">{attempt.resposta}</p>
        </div>
      ) : null}
      <DeliveredFiles
        files={attempt.arquivos}
        heading={<h3>{t("lesson.files")}</h3>}
        className="lesson__answer"
      />
    </>
  );
}

/** Attempts before the current one, oldest first, as they were delivered and graded: still readable. */
function EarlierAttempts({ attempts, time }: { attempts: readonly Attempt[]; time: TenantTimeFormat }) {
  const { t } = useTranslation();
  if (attempts.length === 0) return null;
  return (
    <section className="lesson__earlier" aria-labelledby="lesson-earlier-heading">
      <h2 id="lesson-earlier-heading">{t("lesson.earlierAttempts")}</h2>
      {attempts.map((attempt) => (
        <details key={attempt.numero} className="lesson__attempt-details">
          <summary>{t("lesson.attempt", { n: attempt.numero })}</summary>
          <AttemptResult attempt={attempt} lastGrade={null} time={time} />
          <AttemptWork attempt={attempt} />
          {attempt.resposta === null && attempt.arquivos.length === 0 ? (
            <p className="muted">{t("lesson.noAnswer")}</p>
          ) : null}
        </details>
      ))}
    </section>
  );
}
