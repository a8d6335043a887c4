import { issueReport } from "@trilha/contracts/issue-reports.calls";
import sharp from "sharp";
import { type IsolationSeedContributor, scopeColumn } from "../users/users.isolation-seed.ts";

/** A problem report of the student's, with a screenshot. */
export const issueReportsIsolationSeed: IsolationSeedContributor = {
  tables: ["issue_reports"],
  async seed({ db, marker, ok, tokens }) {
    const category = await db
      .selectFrom("issue_categories")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    // Each scope's screenshot differs (size and colour), so its bytes in an answer name the scope.
    const side = 40 + (marker.charCodeAt(0) % 20);
    const screenshot = await sharp({
      create: {
        width: side,
        height: side + 1,
        channels: 3,
        background: `#${marker.slice(-6).padStart(6, "0")}`,
      },
    })
      .png()
      .toBuffer();
    await ok(
      issueReport,
      {
        rota: `/logado/${marker}`,
        print: `data:image/png;base64,${screenshot.toString("base64")}`,
        descricao: `Relato ${marker}`,
        categoria: category.id,
        pro_codigo: marker,
      },
      tokens.student,
    );
    return { screenshot, values: { issueCategory: [category.id] } };
  },
  collect: async ({ db, scope }) => ({
    values: { issueReport: await scopeColumn(db, scope, "issue_reports", "id") },
  }),
};
