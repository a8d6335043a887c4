import { termsAccept } from "@trilha/contracts/terms.calls";
import { expect } from "vitest";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The student accepts the latest terms of use the migrations published. */
export const termsIsolationSeed: IsolationSeedContributor = {
  tables: ["terms_acceptances"],
  async seed({ db, ok, tokens }) {
    const terms = await db
      .selectFrom("terms_versions")
      .select((eb) => eb.fn.max("versao").as("versao"))
      .executeTakeFirst();
    const versao = Number(terms?.versao ?? 0);
    expect(versao, "terms of use published by the migrations").toBeGreaterThan(0);
    await ok(termsAccept, { versao }, tokens.student);
    return { values: { termsVersion: [versao] } };
  },
};
