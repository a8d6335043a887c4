import { visitStart } from "@trilha/contracts/visiting.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The administrator visits the child. */
export const visitingIsolationSeed: IsolationSeedContributor = {
  tables: ["visits"],
  async seed({ ok, users, tokens }) {
    const visit = await ok(visitStart, { usuario_id: users.child.id }, tokens.admin);
    return { values: { sessionToken: [visit.usuario.token as string] } };
  },
};
