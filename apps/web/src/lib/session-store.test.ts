import { describe, expect, it, vi } from "vitest";
import { makeUser } from "../test/fixtures.ts";
import {
  clearSession,
  getSession,
  getSessionToken,
  reloadSession,
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
