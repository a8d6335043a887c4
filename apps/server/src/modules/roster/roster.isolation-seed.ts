import { rosterAnalyze } from "@trilha/contracts/roster.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A dry run of the administrator's: the template with one student whose name and login carry the marker. */
export const rosterIsolationSeed: IsolationSeedContributor = {
  tables: ["roster_imports"],
  async seed({ marker, ok, tokens }) {
    const csv = `escola_codigo;escola_nome;turma;ano_letivo;aluno_ra;aluno_nome\nE1;Escola ${marker};7A;2026;${marker};Aluno ${marker}\n`;
    const answer = await ok(
      rosterAnalyze,
      { arquivos: [{ nome: "alunos.csv", conteudo: Buffer.from(csv).toString("base64") }] },
      tokens.admin,
    );
    const id: number = answer.importacao.id;
    return { values: { rosterImport: [id] } };
  },
};
