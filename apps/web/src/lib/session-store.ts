import type { PendingSessionUser, SessionUser } from "@trilha/contracts/session-user";
import { isRecord, isText, isTextOrNull } from "./json-shape.ts";
import { readStorage, writeStorage } from "./local-storage.ts";

/** Spec §3/§9: the current-session key. The name is fixed by the spec; other tabs watch it. */
export const SESSION_TOKEN_KEY = "creator-sessao-atual";
/** The signed-in user as last returned by the server, so a reload can render before revalidating. */
export const SESSION_USER_KEY = "creator-usuario-atual";
/**
 * Spec §3 "remembered sessions": accounts signed in with 'salvar' (or kept on purpose), offered for switching in
 * the account menu and on the sign-in page. An unsaved session is current only: once replaced, it is not listed.
 */
export const REMEMBERED_SESSIONS_KEY = "creator-sessoes-salvas";

export type SignedInUser = SessionUser & { token: string };

export type SessionState =
  | {
      status: "signed-out";
      /** Set when the session ended because the server refused it, so sign-in can say why. */
      expired: boolean;
      /** The server's own explanation, when it gave one. */
      message: string | null;
    }
  /** A token without a usable cached user: the server must confirm it before signed-in pages render. */
  | { status: "unverified"; token: string }
  | { status: "signed-in"; token: string; user: SignedInUser };

const SIGNED_OUT: SessionState = { status: "signed-out", expired: false, message: null };

/** What the browser keeps of a remembered account: enough to list it and to continue as it (token login). */
export type RememberedSession = Pick<SessionUser, "id" | "nome" | "usuario" | "foto"> & { token: string };

/** A remembered account as stored: checked by hand, as the sign-in page lists them before any schema loads. */
function isRememberedSession(value: unknown): value is RememberedSession {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    isText(value.nome) &&
    isText(value.usuario) &&
    isTextOrNull(value.foto) &&
    isText(value.token) &&
    value.token !== ""
  );
}

const NO_REMEMBERED: readonly RememberedSession[] = Object.freeze([]);

let snapshot: SessionState | null = null;
let rememberedSnapshot: readonly RememberedSession[] | null = null;
const listeners = new Set<() => void>();

/**
 * The contract's check of a stored user. Its schema is downloaded at start only by a browser that holds a session
 * (`loadStoredUserCheck`); until then a stored session is unverified, as if nothing were cached.
 */
let checkStoredUser: ((value: unknown) => SessionUser | null) | null = null;
/** The check's download, once for every caller; a failed one (offline) is tried again by the next. */
let checkLoad: Promise<void> | null = null;

export function loadStoredUserCheck(): Promise<void> {
  checkLoad ??= import("@trilha/contracts/session-user").then(
    ({ sessionUser }) => {
      checkStoredUser = (value) => {
        const parsed = sessionUser.safeParse(value);
        return parsed.success ? parsed.data : null;
      };
      // A session read before the check arrived (another tab signed in) is read again, now that it can be trusted.
      if (snapshot?.status === "unverified") publish(readFromStorage());
    },
    (error: unknown) => {
      checkLoad = null;
      throw error;
    },
  );
  return checkLoad;
}

function parseCachedUser(raw: string | null, token: string): SignedInUser | null {
  if (raw === null) return null;
  if (checkStoredUser === null) {
    // Unverified until it arrives: the server's check of the session decides meanwhile.
    loadStoredUserCheck().catch(() => undefined);
    return null;
  }
  try {
    const user = checkStoredUser(JSON.parse(raw));
    // A cached user from another session would show the wrong person until revalidation ends.
    if (user === null || user.token !== token) return null;
    return { ...user, token };
  } catch {
    return null;
  }
}

function readFromStorage(): SessionState {
  const token = readStorage(SESSION_TOKEN_KEY);
  if (!token) return SIGNED_OUT;
  const user = parseCachedUser(readStorage(SESSION_USER_KEY), token);
  return user ? { status: "signed-in", token, user } : { status: "unverified", token };
}

function readRememberedFromStorage(): readonly RememberedSession[] {
  const raw = readStorage(REMEMBERED_SESSIONS_KEY);
  if (raw === null) return NO_REMEMBERED;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored) || !stored.every(isRememberedSession)) return NO_REMEMBERED;
    return stored.map(({ id, nome, usuario, foto, token }) => ({ id, nome, usuario, foto, token }));
  } catch {
    return NO_REMEMBERED;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function publish(next: SessionState): void {
  snapshot = next;
  notify();
}

/** Stores the list without notifying; callers publish once when everything has changed. */
function storeRemembered(next: readonly RememberedSession[]): void {
  rememberedSnapshot = next.length === 0 ? NO_REMEMBERED : next;
  writeStorage(REMEMBERED_SESSIONS_KEY, next.length === 0 ? null : JSON.stringify(next));
}

function toRemembered(user: SignedInUser): RememberedSession {
  return { id: user.id, nome: user.nome, usuario: user.usuario, foto: user.foto, token: user.token };
}

/** The current session; the same object until it changes, as `useSyncExternalStore` needs. */
export function getSession(): SessionState {
  snapshot ??= readFromStorage();
  return snapshot;
}

export function getSessionToken(): string | null {
  const session = getSession();
  return session.status === "signed-out" ? null : session.token;
}

/** The tokens the server has vouched for since the session was read from storage (a sign-in, a check). */
let vouched = new Set<string>();

/** A session the server has just vouched for needs no second check until the session is read again. */
export function markSessionFresh(token: string): void {
  vouched.add(token);
}

/** Whether the server vouched for this token since the session was read from storage. */
export function isSessionFresh(token: string): boolean {
  return vouched.has(token);
}

export function isSignedInUser(user: SessionUser | PendingSessionUser): user is SignedInUser {
  return typeof user.token === "string" && user.token !== "";
}

export interface SetSessionOptions {
  /** The person asked to remember this account ('salvar'), or continued as a remembered one. */
  remember?: boolean;
}

/**
 * Stores a session the server just created or refreshed. A remembered account's entry follows its current
 * token, name and photo; signing in again without 'salvar' leaves an older remembered entry as it was.
 */
export function setSession(user: SignedInUser, options: SetSessionOptions = {}): void {
  writeStorage(SESSION_TOKEN_KEY, user.token);
  writeStorage(SESSION_USER_KEY, JSON.stringify(user));
  const remembered = getRememberedSessions();
  const existing = remembered.find((entry) => entry.id === user.id);
  if (options.remember || existing?.token === user.token) {
    const entry = toRemembered(user);
    storeRemembered(
      existing ? remembered.map((other) => (other === existing ? entry : other)) : [...remembered, entry],
    );
  }
  publish({ status: "signed-in", token: user.token, user });
}

/** The refreshed user a profile change answers with, kept under the session's own token. */
export function setRefreshedUser(user: SessionUser, token: string): void {
  const updated = { ...user, token };
  if (isSignedInUser(updated)) setSession(updated);
}

/** The remembered accounts, oldest first; the same array until it changes, as `useSyncExternalStore` needs. */
export function getRememberedSessions(): readonly RememberedSession[] {
  rememberedSnapshot ??= readRememberedFromStorage();
  return rememberedSnapshot;
}

/** Remembered accounts other than the signed-in one: those the account menu offers to switch to. */
export function otherRememberedSessions(
  remembered: readonly RememberedSession[],
  currentUserId: number | null,
): RememberedSession[] {
  return remembered.filter((entry) => entry.id !== currentUserId);
}

/** Keeps the current account in the list, e.g. before signing in to another one ('Acessar outra conta'). */
export function rememberCurrentSession(): void {
  const session = getSession();
  if (session.status !== "signed-in") return;
  const others = getRememberedSessions().filter((entry) => entry.id !== session.user.id);
  storeRemembered([...others, toRemembered(session.user)]);
  notify();
}

/** Drops an account from the list, e.g. when continuing as it failed because its session is gone. */
export function forgetRememberedSession(userId: number): void {
  const remembered = getRememberedSessions();
  if (!remembered.some((entry) => entry.id === userId)) return;
  storeRemembered(remembered.filter((entry) => entry.id !== userId));
  notify();
}

export interface ClearSessionOptions {
  /** The server refused the session (401): sign-in explains that it expired. */
  expired?: boolean;
  message?: string | null;
}

/** Ends the current session in this browser; a session that ended cannot be switched back to, so its entry goes. */
export function clearSession(options: ClearSessionOptions = {}): void {
  const ended = getSessionToken() ?? readStorage(SESSION_TOKEN_KEY);
  const remembered = getRememberedSessions();
  if (ended !== null && remembered.some((entry) => entry.token === ended)) {
    storeRemembered(remembered.filter((entry) => entry.token !== ended));
  }
  writeStorage(SESSION_TOKEN_KEY, null);
  writeStorage(SESSION_USER_KEY, null);
  publish({ status: "signed-out", expired: options.expired ?? false, message: options.message ?? null });
}

/** Re-reads localStorage, e.g. after another tab changed it: what it holds is checked with the server again. */
export function reloadSession(): void {
  vouched = new Set();
  rememberedSnapshot = readRememberedFromStorage();
  publish(readFromStorage());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
