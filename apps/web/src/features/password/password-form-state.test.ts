import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { hasMessages, messagesByField, passwordFailure } from "./password-form-state.ts";

describe("messagesByField", () => {
  it("puts each problem of the shared rule under its field", () => {
    expect(messagesByField({ mode: "change", current: "", password: "", confirmation: "" })).toEqual({
      current: ["password.currentRequired"],
      password: ["password.passwordRequired"],
      confirmation: ["password.confirmationRequired"],
    });
    expect(
      messagesByField({
        mode: "change",
        current: "Ana123",
        password: "Ana123",
        confirmation: "x",
        userName: "Ana",
      }),
    ).toEqual({
      current: [],
      password: ["password.notAllowed", "password.sameAsCurrent"],
      confirmation: ["password.mismatch"],
    });
    expect(messagesByField({ mode: "create", password: "abc", confirmation: "abc" }).password).toEqual([
      "password.tooShort",
    ]);
  });

  it("has nothing to say about a good password", () => {
    const messages = messagesByField({ mode: "reset", password: "s3gura!", confirmation: "s3gura!" });
    expect(hasMessages(messages)).toBe(false);
    expect(hasMessages(messagesByField({ mode: "reset", password: "s3gura!", confirmation: "" }))).toBe(true);
  });
});

describe("passwordFailure (spec §8)", () => {
  it("sends 401 and 403 to sign-in, saying whether the session expired", () => {
    expect(passwordFailure(new ApiError(401, "Sessão"))).toEqual({
      kind: "login",
      expired: true,
      message: "Sessão",
    });
    expect(passwordFailure(new ApiError(403, null))).toEqual({
      kind: "login",
      expired: false,
      message: null,
    });
  });

  it("shows any other failure's server text, or nothing for the generic message", () => {
    expect(passwordFailure(new ApiError(400, "A senha atual está incorreta."))).toEqual({
      kind: "alert",
      message: "A senha atual está incorreta.",
    });
    expect(passwordFailure(new ApiError(500, null))).toEqual({ kind: "alert", message: null });
    expect(passwordFailure(new ApiError(0, null))).toEqual({ kind: "alert", message: null });
    expect(passwordFailure(new Error("boom"))).toEqual({ kind: "alert", message: null });
  });
});
