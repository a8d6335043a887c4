import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from "@trilha/contracts/deliveries.calls";
import { ApiError } from "../../lib/api-error.ts";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";
import { requestKey } from "../../lib/request-key.ts";
import { type DeliveryAnswer, sendDelivery } from "./api/lesson.api.ts";

/**
 * Deliveries ('Concluir', 'Entregar') kept in the browser until the server confirms them, so one made offline,
 * or whose answer was lost, is sent when the connection returns — exactly once: each attempt has one key
 * (`chave_envio`), made when the student first delivers it and sent with every retry, and the server answers a
 * key it has seen with the delivery as it is.
 */
export interface PendingDelivery {
  atribuicao_id: number;
  /** The attempt being delivered: the key belongs to it. */
  tentativa: number;
  chave_envio: string;
  /** The written answer (ESC) as it was when the student delivered. */
  resposta?: string;
  /** The ids of the finished uploads an ARQ delivery hands in. */
  arquivos?: string[];
  criada_em: string;
}

const NONE: readonly PendingDelivery[] = Object.freeze([]);

export function outboxStorageKey(userId: number): string {
  return `entregas-pendentes:${userId}`;
}

function isPending(value: unknown): value is PendingDelivery {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    Number.isInteger(entry.atribuicao_id) &&
    Number.isInteger(entry.tentativa) &&
    typeof entry.chave_envio === "string" &&
    entry.chave_envio.length >= IDEMPOTENCY_KEY_MIN_LENGTH &&
    entry.chave_envio.length <= IDEMPOTENCY_KEY_MAX_LENGTH &&
    (entry.resposta === undefined || typeof entry.resposta === "string") &&
    (entry.arquivos === undefined ||
      (Array.isArray(entry.arquivos) && entry.arquivos.every((id) => typeof id === "string"))) &&
    typeof entry.criada_em === "string"
  );
}

const parsed = new Map<number, { raw: string | null; entries: readonly PendingDelivery[] }>();

/** The user's pending deliveries; the same array until they change, as `useSyncExternalStore` needs. */
export function pendingDeliveries(userId: number): readonly PendingDelivery[] {
  const raw = readStorage(outboxStorageKey(userId));
  const cached = parsed.get(userId);
  if (cached && cached.raw === raw) return cached.entries;
  let entries: readonly PendingDelivery[] = NONE;
  if (raw !== null) {
    try {
      const value: unknown = JSON.parse(raw);
      if (Array.isArray(value)) entries = value.filter(isPending);
    } catch {
      entries = NONE;
    }
  }
  parsed.set(userId, { raw, entries });
  return entries;
}

const listeners = new Set<() => void>();

function store(userId: number, entries: readonly PendingDelivery[]): void {
  writeStorage(outboxStorageKey(userId), entries.length === 0 ? null : JSON.stringify(entries));
  for (const listener of listeners) listener();
}

/** Called when the pending deliveries change, in this tab or (through the storage event) another. */
export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("entregas-pendentes:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function newKey(assignmentId: number, attempt: number): string {
  return `${assignmentId}-${attempt}-${requestKey()}`;
}

/**
 * Keeps a delivery to send. Delivering the same attempt again (a second tap, a retry) keeps its key, so the
 * server sees one delivery whatever reaches it.
 */
export function enqueueDelivery(
  userId: number,
  input: {
    atribuicao_id: number;
    tentativa: number;
    resposta?: string | undefined;
    arquivos?: string[] | undefined;
  },
  now = new Date(),
): PendingDelivery {
  const entries = pendingDeliveries(userId);
  const existing = entries.find(
    (entry) => entry.atribuicao_id === input.atribuicao_id && entry.tentativa === input.tentativa,
  );
  const entry: PendingDelivery = {
    atribuicao_id: input.atribuicao_id,
    tentativa: input.tentativa,
    chave_envio: existing?.chave_envio ?? newKey(input.atribuicao_id, input.tentativa),
    ...(input.resposta === undefined ? {} : { resposta: input.resposta }),
    ...(input.arquivos === undefined ? {} : { arquivos: input.arquivos }),
    criada_em: existing?.criada_em ?? now.toISOString(),
  };
  store(userId, [...entries.filter((candidate) => candidate !== existing), entry]);
  return entry;
}

function remove(userId: number, done: PendingDelivery): void {
  store(
    userId,
    pendingDeliveries(userId).filter((entry) => entry.chave_envio !== done.chave_envio),
  );
}

/**
 * Whether a failed send should stay to be tried again: no answer (offline), the session gone (it is sent once
 * the student signs in again), too many requests, or a fault of the server. Any other refusal is final.
 */
export function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

export type OutboxEvent =
  | { kind: "delivered"; entry: PendingDelivery; answer: DeliveryAnswer }
  | { kind: "refused"; entry: PendingDelivery; error: unknown };

const eventListeners = new Set<(event: OutboxEvent) => void>();

/** Told of each pending delivery the server confirmed or refused, whichever page sent it. */
export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

type Send = typeof sendDelivery;
const flushing = new Map<number, { run: Promise<void>; again: Promise<void> | null }>();

/**
 * Sends the user's pending deliveries, oldest first, one sending at a time per tab. Stops at the first one that
 * gets no answer (the others would not either); an entry leaves only when the server confirmed or refused it.
 * Asked again while sending (the connection came back during a try that will fail), it sends once more after.
 */
export function flushDeliveries(userId: number, send: Send = sendDelivery): Promise<void> {
  const running = flushing.get(userId);
  if (running) {
    running.again ??= running.run.then(() => flushDeliveries(userId, send));
    return running.again;
  }
  const state: { run: Promise<void>; again: Promise<void> | null } = { run: Promise.resolve(), again: null };
  state.run = sendPending(userId, send).finally(() => {
    if (flushing.get(userId) === state) flushing.delete(userId);
  });
  flushing.set(userId, state);
  return state.run;
}

async function sendPending(userId: number, send: Send): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    // Read again each time: a delivery made while others are being sent joins this run.
    const entry = pendingDeliveries(userId).find((candidate) => !tried.has(candidate.chave_envio));
    if (entry === undefined) return;
    tried.add(entry.chave_envio);
    try {
      const answer = await send({
        atribuicao_id: entry.atribuicao_id,
        chave_envio: entry.chave_envio,
        ...(entry.resposta === undefined ? {} : { resposta: entry.resposta }),
        ...(entry.arquivos === undefined ? {} : { arquivos: entry.arquivos }),
      });
      remove(userId, entry);
      for (const listener of eventListeners) listener({ kind: "delivered", entry, answer });
    } catch (error) {
      if (worthRetrying(error)) return;
      remove(userId, entry);
      for (const listener of eventListeners) listener({ kind: "refused", entry, error });
    }
  }
}
