import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../test/fixtures.ts";
import {
  clearSession,
  forgetRememberedSession,
  getRememberedSessions,
  getSession,
  getSessionToken,
  otherRememberedSessions,
  REMEMBERED_SESSIONS_KEY,
  reloadSession,
  rememberCurrentSession,
  SESSION_TOKEN_KEY,
  SESSION_USER_KEY,
  setSession,
  subscribe,
} from "./session-store.ts";

describe("session store", () => {
  it("starts signed out with empty storage", () => {
    expect(getSession()).toEqual({ status: "signed-out", expired: false, message: null });
    expect(getSessionToken()).toBeNull();
  });

  it("keeps the token under the spec's key and the user as JSON", () => {
    const user = makeUser({ token: "tok-1" });
    setSession(user);
    expect(window.localStorage.getItem(SESSION_TOKEN_KEY)).toBe("tok-1");
    expect(SESSION_TOKEN_KEY).toBe("creator-sessao-atual");
    expect(JSON.parse(window.localStorage.getItem(SESSION_USER_KEY) ?? "null")).toEqual(user);
    expect(getSession()).toEqual({ status: "signed-in", token: "tok-1", user });
  });

  it("returns the same snapshot until something changes", () => {
    setSession(makeUser());
    expect(getSession()).toBe(getSession());
  });

  it("notifies subscribers and stops after unsubscribing", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    setSession(makeUser());
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setSession(makeUser());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("clears both keys, remembering when the server ended the session", () => {
    setSession(makeUser());
    clearSession({ expired: true, message: "Sessão expirada" });
    expect(window.localStorage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(SESSION_USER_KEY)).toBeNull();
    expect(getSession()).toEqual({ status: "signed-out", expired: true, message: "Sessão expirada" });
  });

  it("restores a stored session on load", () => {
    const user = makeUser({ token: "tok-2" });
    window.localStorage.setItem(SESSION_TOKEN_KEY, "tok-2");
    window.localStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    reloadSession();
    expect(getSession()).toEqual({ status: "signed-in", token: "tok-2", user });
  });

  it("treats a token with a missing, broken or foreign cached user as unverified", () => {
    window.localStorage.setItem(SESSION_TOKEN_KEY, "tok-3");
    reloadSession();
    expect(getSession()).toEqual({ status: "unverified", token: "tok-3" });

    window.localStorage.setItem(SESSION_USER_KEY, "{not json");
    reloadSession();
    expect(getSession().status).toBe("unverified");

    window.localStorage.setItem(SESSION_USER_KEY, JSON.stringify(makeUser({ token: "someone-else" })));
    reloadSession();
    expect(getSession().status).toBe("unverified");
  });

  it("still works in memory when localStorage throws", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    const user = makeUser();
    setSession(user);
    expect(getSession()).toEqual({ status: "signed-in", token: user.token, user });
  });
});

describe("remembered sessions", () => {
  const ana = makeUser({ id: 1, nome: "Ana Souza", usuario: "1001", token: "tok-ana" });
  const lucas = makeUser({ id: 2, nome: "Lucas Souza", usuario: "1002", token: "tok-lucas", foto: "f.webp" });

  it("keeps the current token under creator-sessao-atual and a saved account in the list", () => {
    setSession(ana, { remember: true });
    expect(window.localStorage.getItem("creator-sessao-atual")).toBe("tok-ana");
    expect(REMEMBERED_SESSIONS_KEY).toBe("creator-sessoes-salvas");
    expect(getRememberedSessions()).toEqual([
      { id: 1, nome: "Ana Souza", usuario: "1001", foto: null, token: "tok-ana" },
    ]);
    expect(JSON.parse(window.localStorage.getItem(REMEMBERED_SESSIONS_KEY) ?? "[]")).toHaveLength(1);
  });

  it("does not list an unsaved session once another one replaces it", () => {
    setSession(ana);
    expect(getSession().status).toBe("signed-in");
    expect(getRememberedSessions()).toEqual([]);
    setSession(lucas, { remember: true });
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([2]);
  });

  it("switches between saved accounts, each entry following its latest token and photo", () => {
    setSession(ana, { remember: true });
    setSession(lucas, { remember: true });
    expect(otherRememberedSessions(getRememberedSessions(), 2).map((entry) => entry.usuario)).toEqual([
      "1001",
    ]);
    // Continuing as Ana (token login) refreshes her entry in place; the order stays.
    setSession({ ...ana, foto: "nova.webp" }, { remember: true });
    expect(getSessionToken()).toBe("tok-ana");
    expect(getRememberedSessions().map((entry) => [entry.id, entry.foto])).toEqual([
      [1, "nova.webp"],
      [2, "f.webp"],
    ]);
    expect(otherRememberedSessions(getRememberedSessions(), 1).map((entry) => entry.id)).toEqual([2]);
  });

  it("refreshes a remembered entry when the same session is stored again without the option", () => {
    setSession(lucas, { remember: true });
    setSession({ ...lucas, foto: null });
    expect(getRememberedSessions()[0]?.foto).toBeNull();
    // A new unsaved sign-in of a saved account leaves the saved entry (and its own session) alone.
    setSession({ ...lucas, token: "tok-lucas-2" });
    expect(getRememberedSessions()[0]?.token).toBe("tok-lucas");
  });

  it("remembers the current account on demand ('Acessar outra conta')", () => {
    setSession(ana);
    rememberCurrentSession();
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([1]);
    rememberCurrentSession();
    expect(getRememberedSessions()).toHaveLength(1);
  });

  it("forgets an account whose session ended, by sign-out or by the server", () => {
    setSession(ana, { remember: true });
    setSession(lucas, { remember: true });
    clearSession();
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([1]);
    forgetRememberedSession(1);
    expect(getRememberedSessions()).toEqual([]);
    expect(window.localStorage.getItem(REMEMBERED_SESSIONS_KEY)).toBeNull();
  });

  it("returns the same list until it changes and notifies subscribers of changes", () => {
    setSession(ana, { remember: true });
    expect(getRememberedSessions()).toBe(getRememberedSessions());
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    forgetRememberedSession(99);
    expect(listener).not.toHaveBeenCalled();
    forgetRememberedSession(1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("reads the list written by another tab and ignores a broken one", () => {
    window.localStorage.setItem(
      REMEMBERED_SESSIONS_KEY,
      JSON.stringify([{ id: 5, nome: "Bia", usuario: "5", foto: null, token: "tok-5" }]),
    );
    reloadSession();
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([5]);
    window.localStorage.setItem(REMEMBERED_SESSIONS_KEY, '[{"id":"x"}]');
    reloadSession();
    expect(getRememberedSessions()).toEqual([]);
    window.localStorage.setItem(REMEMBERED_SESSIONS_KEY, "{broken");
    reloadSession();
    expect(getRememberedSessions()).toEqual([]);
  });
});
