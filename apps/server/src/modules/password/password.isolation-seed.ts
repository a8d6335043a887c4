import { passwordConfirm, passwordForgot } from "@trilha/contracts/password.calls";
import { expect } from "vitest";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A reset link the forgetful user asks for, and the student's wrong current password. */
export const passwordIsolationSeed: IsolationSeedContributor = {
  tables: ["password_reset_tokens", "password_events"],
  async seed({ ok, call, users, marker, tokens }) {
    await ok(passwordForgot, { usuario: users.forgetful.usuario });
    // A wrong current password is the one password event the API still records.
    const wrongCurrent = await call(passwordConfirm, { senha_atual: `errada-${marker}` }, tokens.student);
    expect(wrongCurrent.status).toBe(400);
    return undefined;
  },
};
