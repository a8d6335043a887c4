import {
  issueReport,
  issueReportAddNote,
  issueReportList,
  issueReportUpdate,
} from "@trilha/contracts/issue-reports.calls";
import sharp from "sharp";
import { type IsolationSeedContributor, scopeColumn } from "../users/users.isolation-seed.ts";

/** A problem report of the student's, with a screenshot, taken on by the administrator with a note. */
export const issueReportsIsolationSeed: IsolationSeedContributor = {
  tables: ["issue_reports", "issue_report_notes"],
  async seed({ db, marker, ok, tokens, users }) {
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
    const inbox = (await ok(issueReportList, undefined, tokens.admin)) as { relatos: { id: number }[] };
    const id = inbox.relatos[0]?.id;
    await ok(issueReportUpdate, { id, situacao: "em_andamento", atribuido_a: users.admin.id }, tokens.admin);
    await ok(issueReportAddNote, { id, texto: `Nota ${marker}` }, tokens.admin);
    return { screenshot, values: { issueCategory: [category.id] } };
  },
  collect: async ({ db, scope }) => ({
    values: { issueReport: await scopeColumn(db, scope, "issue_reports", "id") },
  }),
};
