import { loginStandard } from "@trilha/contracts/login.calls";
import { expect } from "vitest";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A wrong password for the student. */
export const loginAttemptsIsolationSeed: IsolationSeedContributor = {
  tables: ["login_attempts"],
  async seed({ call, users, marker }) {
    const failed = await call(loginStandard, { usuario: users.student.usuario, senha: `errada-${marker}` });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    return undefined;
  },
};
