import { type SessionUser, sessionUser } from "@trilha/contracts/session-user";
import { readStorage, writeStorage } from "./local-storage.ts";

/** Spec §3/§9: the current-session key. The name is fixed by the spec; other tabs watch it. */
export const SESSION_TOKEN_KEY = "creator-sessao-atual";
/** The signed-in user as last returned by the server, so a reload can render before revalidating. */
export const SESSION_USER_KEY = "creator-usuario-atual";

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

let snapshot: SessionState | null = null;
const listeners = new Set<() => void>();

function parseCachedUser(raw: string | null, token: string): SignedInUser | null {
  if (raw === null) return null;
  try {
    const parsed = sessionUser.safeParse(JSON.parse(raw));
    // A cached user from another session would show the wrong person until revalidation ends.
    if (!parsed.success || parsed.data.token !== token) return null;
    return { ...parsed.data, token };
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

function publish(next: SessionState): void {
  snapshot = next;
  for (const listener of listeners) listener();
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

export function isSignedInUser(user: SessionUser): user is SignedInUser {
  return typeof user.token === "string" && user.token !== "";
}

/** Stores a session the server just created or refreshed. */
export function setSession(user: SignedInUser): void {
  writeStorage(SESSION_TOKEN_KEY, user.token);
  writeStorage(SESSION_USER_KEY, JSON.stringify(user));
  publish({ status: "signed-in", token: user.token, user });
}

export interface ClearSessionOptions {
  /** The server refused the session (401): sign-in explains that it expired. */
  expired?: boolean;
  message?: string | null;
}

export function clearSession(options: ClearSessionOptions = {}): void {
  writeStorage(SESSION_TOKEN_KEY, null);
  writeStorage(SESSION_USER_KEY, null);
  publish({ status: "signed-out", expired: options.expired ?? false, message: options.message ?? null });
}

/** Re-reads localStorage, e.g. after another tab changed it. */
export function reloadSession(): void {
  publish(readFromStorage());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
