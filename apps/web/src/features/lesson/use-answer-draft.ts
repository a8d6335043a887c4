import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-error.ts";
import { readLocalDraft, startingAnswer, writeLocalDraft } from "./answer-draft.ts";
import { sendDraft } from "./api/lesson.api.ts";

/** A pause in typing this long saves the draft on the server; typing without pause saves it this often. */
export const DRAFT_SAVE_DELAY_MS = 2_500;
/** After a server fault, the next try waits this long (no answer at all waits for the connection instead). */
export const DRAFT_RETRY_MS = 15_000;

/**
 * Where the text is: only on this device (`local`), being saved, saved on the server, waiting for the
 * connection, or refused by the server (`failed`; still on this device).
 */
export type DraftState = "idle" | "local" | "saving" | "saved" | "offline" | "failed";

interface Options {
  userId: number;
  assignmentId: number;
  attempt: { numero: number; resposta: string | null; revisao: number; rascunho_salvo_em: string | null };
  /** The answer delivered before a redo, to start the new attempt from. */
  previousAnswer: string | null;
  /** False once the attempt cannot take a draft any more (delivered, being delivered, closed). */
  editable: boolean;
}

interface Progress {
  text: string;
  revision: number;
  /** The highest revision the server said it holds. */
  confirmed: number;
  timer: number | null;
  inFlight: boolean;
}

function offline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

function serverFault(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * An ESC answer that is never lost: every change goes to the device at once and to the server a few seconds
 * later (with a revision that only grows, so a late retry never overwrites newer text), again when the page is
 * hidden or left, and when the connection returns.
 */
export function useAnswerDraft({ userId, assignmentId, attempt, previousAnswer, editable }: Options) {
  const [start] = useState(() =>
    startingAnswer(attempt, readLocalDraft(userId, assignmentId), previousAnswer),
  );
  const [text, setTextState] = useState(start.text);
  const [state, setState] = useState<DraftState>(start.restored ? "local" : "idle");
  const [savedAt, setSavedAt] = useState<string | null>(attempt.rascunho_salvo_em);
  const progress = useRef<Progress>({
    text: start.text,
    revision: start.revision,
    confirmed: start.serverRevision,
    timer: null,
    inFlight: false,
  });
  const editableRef = useRef(editable);
  editableRef.current = editable;

  const save = useCallback(async (): Promise<void> => {
    const current = progress.current;
    if (current.timer !== null) {
      window.clearTimeout(current.timer);
      current.timer = null;
    }
    if (!editableRef.current || current.inFlight || current.revision <= current.confirmed) return;
    current.inFlight = true;
    setState("saving");
    const sent = { text: current.text, revision: current.revision };
    let retryIn: number | null = DRAFT_SAVE_DELAY_MS;
    try {
      const answer = await sendDraft({
        atribuicao_id: assignmentId,
        resposta: sent.text,
        revisao: sent.revision,
      });
      current.confirmed = Math.max(current.confirmed, answer.aplicado ? sent.revision : answer.revisao);
      if (!answer.aplicado && answer.revisao > sent.revision && current.revision <= answer.revisao) {
        // The server holds a later revision (written on another device): the text typed here, last, goes on top.
        current.revision = answer.revisao + 1;
        writeLocalDraft(userId, assignmentId, {
          tentativa: attempt.numero,
          texto: current.text,
          revisao: current.revision,
          editado_em: new Date().toISOString(),
        });
      }
      setSavedAt(answer.salvo_em);
      setState(current.revision > current.confirmed ? "local" : "saved");
    } catch (error) {
      if (offline(error)) {
        setState("offline");
        retryIn = null;
      } else {
        setState("failed");
        retryIn = serverFault(error) ? DRAFT_RETRY_MS : null;
      }
    } finally {
      current.inFlight = false;
    }
    // Typed while it was saving, or a server fault: once more, later.
    if (retryIn !== null && current.revision > current.confirmed && current.timer === null) {
      current.timer = window.setTimeout(() => void save(), retryIn);
    }
  }, [assignmentId, attempt.numero, userId]);

  const setText = useCallback(
    (value: string) => {
      const current = progress.current;
      current.text = value;
      current.revision = Math.max(current.revision, current.confirmed) + 1;
      writeLocalDraft(userId, assignmentId, {
        tentativa: attempt.numero,
        texto: value,
        revisao: current.revision,
        editado_em: new Date().toISOString(),
      });
      setTextState(value);
      if (!current.inFlight) setState("local");
      if (current.timer === null) current.timer = window.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    },
    [assignmentId, attempt.numero, save, userId],
  );

  useEffect(() => {
    const now = () => void save();
    const whenHidden = () => {
      if (document.visibilityState === "hidden") now();
    };
    window.addEventListener("online", now);
    window.addEventListener("pagehide", now);
    document.addEventListener("visibilitychange", whenHidden);
    // A copy restored from the device goes to the server straight away.
    if (progress.current.revision > progress.current.confirmed) now();
    return () => {
      window.removeEventListener("online", now);
      window.removeEventListener("pagehide", now);
      document.removeEventListener("visibilitychange", whenHidden);
      // Leaving the page: whatever is not on the server yet is sent now (and is on the device anyway).
      now();
    };
  }, [save]);

  return { text, setText, state, savedAt, restored: start.restored };
}
