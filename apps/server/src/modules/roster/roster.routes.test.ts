import { ROSTER_CONFIRM_DEACTIVATIONS_OVER } from "@trilha/contracts/roster.calls";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { testDialects } from "../../test/dialects.ts";
import { createNetwork } from "../../test/factories.ts";
import { oneRosterFiles, zipOf } from "../../test/roster-files.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { manyEntries, overlappingBomb } from "../../test/zip-bombs.ts";
import { ONEROSTER_COLUMNS, type OneRosterFile } from "./oneroster-writer.ts";
import { sweepOldRosterImports } from "./roster.sweep.ts";

const base = "/conta/pt-br/logado/cadastros/importacao";
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const zipped = (files: Record<string, string>) => [{ nome: "oneroster.zip", conteudo: base64(zipOf(files)) }];

/** The number of `name`'s last line, the one a test added (the file ends with a newline). */
const lastLine = (files: Record<string, string>, name: string) => (files[name] ?? "").split("\n").length - 1;

/** The files with more people in them, each with one primary role at `org`, as another system lists them. */
function withPeople(
  files: Record<string, string>,
  people: {
    sourcedId: string;
    username: string;
    givenName: string;
    email?: string;
    role: string;
    org: string;
  }[],
): Record<string, string> {
  const lines = (file: OneRosterFile, records: Record<string, string>[]) =>
    records
      .map((record) => `${ONEROSTER_COLUMNS[file].map((column) => record[column] ?? "").join(",")}\n`)
      .join("");
  return {
    ...files,
    "users.csv": `${files["users.csv"]}${lines(
      "users",
      people.map((person) => ({
        sourcedId: person.sourcedId,
        enabledUser: "true",
        username: person.username,
        givenName: person.givenName,
        email: person.email ?? "",
      })),
    )}`,
    "roles.csv": `${files["roles.csv"]}${lines(
      "roles",
      people.map((person) => ({
        sourcedId: `${person.sourcedId}-r`,
        userSourcedId: person.sourcedId,
        roleType: "primary",
        role: person.role,
        orgSourcedId: person.org,
      })),
    )}`,
  };
}

describe.each(testDialects())("roster import calls on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [{ usuario: "admin", platformAdmin: true }, { usuario: "gestor" }, { usuario: "aluno" }],
    other: [{ usuario: "admin2", platformAdmin: true }],
  });
  let admin: string;
  let manager: string;
  let student: string;
  let network: number;
  let otherNetwork: number;
  /** The id the export gives a person of this tenant, by her login. */
  const exportId = (login: "admin" | "gestor" | "aluno") => `trilha-pessoa-${t.users[login].id}`;
  /** A users.csv row for a person of this tenant, found by her export id and login. */
  const existing = (
    login: "admin" | "gestor" | "aluno",
    row: { givenName: string; email?: string; role: string; org: string },
  ) => ({ sourcedId: exportId(login), username: login, ...row });

  beforeAll(async () => {
    [admin, manager, student] = await Promise.all([t.signIn("admin"), t.signIn("gestor"), t.signIn("aluno")]);
    const insert = (codigo: string, ...managers: number[]) =>
      createNetwork(t.server.db, t.scope, { codigo, nome: `Rede ${codigo}` }, ...managers);
    network = await insert("norte", t.users.gestor.id);
    otherNetwork = await insert("sul");
  });

  const analyze = (token: string, arquivos: { nome: string; conteudo: string }[], rede_id?: number) =>
    t.request("POST", `${base}/analisar`, { token, body: { arquivos, ...(rede_id ? { rede_id } : {}) } });
  const state = (token: string, id: number) =>
    t.request("GET", `${base}/situacao?importacao_id=${id}`, { token });
  const confirm = (token: string, id: number, desativacao_confirmada?: boolean) =>
    t.request("POST", `${base}/importar`, {
      token,
      body: { importacao_id: id, ...(desativacao_confirmada ? { desativacao_confirmada } : {}) },
    });
  const importFully = async (
    token: string,
    arquivos: { nome: string; conteudo: string }[],
    rede_id?: number,
  ) => {
    const dry = await analyze(token, arquivos, rede_id);
    expect(dry.status).toBe(200);
    expect(dry.json.importacao.erros).toEqual([]);
    // Deactivating more than a few people takes a second confirmation.
    const deactivating = dry.json.importacao.contagens.pessoas.desativar;
    if (deactivating > ROSTER_CONFIRM_DEACTIVATIONS_OVER) {
      const asked = await confirm(token, dry.json.importacao.id);
      expect(asked.status).toBe(409);
      expect(asked.json.mensagem).toBe(
        `Esta importação desativaria ${deactivating} pessoas. Confirme a desativação para prosseguir.`,
      );
    }
    expect((await confirm(token, dry.json.importacao.id, true)).status).toBe(200);
    for (let tries = 0; tries < 200; tries++) {
      const now = await state(token, dry.json.importacao.id);
      if (now.json.importacao.situacao !== "importando")
        return { dry: dry.json.importacao, done: now.json.importacao };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("import did not finish");
  };
  const count = async (table: "users" | "class_groups" | "clients" | "group_members" | "guardians") =>
    Number(
      (
        await t.scopedDb
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const files = oneRosterFiles({ schools: 2, classesPerSchool: 2, studentsPerClass: 3, ids: "r" });

  it("answers a dry run with what would change and writes nothing but the import's record", async () => {
    const before = await count("users");
    const response = await analyze(admin, zipped(files));
    expect(response.status).toBe(200);
    const { importacao } = response.json;
    expect(importacao).toMatchObject({
      situacao: "analisada",
      formato: "oneroster-1.2",
      total_erros: 0,
      erros: [],
    });
    expect(importacao.contagens).toMatchObject({
      redes: { criar: 1 },
      escolas: { criar: 2 },
      turmas: { criar: 4, desativar: 0 },
      pessoas: { criar: 28, desativar: 0 },
      matriculas: { criar: 16 },
      responsaveis: { criar: 12 },
    });
    expect(importacao.amostras.criar).toHaveLength(5);
    expect(await count("users")).toBe(before);
  });

  it("imports in one go, records it in the audit log, and changes nothing when the same files come again", async () => {
    const { done } = await importFully(admin, zipped(files));
    expect(done).toMatchObject({ situacao: "concluida", progresso: 100 });
    expect(await count("class_groups")).toBe(4);
    expect(await count("guardians")).toBe(12);
    const event = await auditEventsOf(t.server.db, t.scope, "roster.imported")
      .select(["details", "actor_user_id"])
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toMatchObject({ criados: 63, alterados: 0, desativados: 0 });
    expect(event.actor_user_id).toBe(t.users.admin.id);

    const again = await analyze(admin, zipped(files));
    const zero = { criar: 0, alterar: 0, desativar: 0 };
    expect(Object.values(again.json.importacao.contagens)).toEqual(Array(6).fill(zero));
  });

  it("exports what it imported, and the export imports back unchanged", async () => {
    // A name that a spreadsheet would run as a formula is written neutralised, and read back as it was.
    const formula = '=HYPERLINK("http://x.example","y")';
    const renamed = await t.scopedDb
      .updateTable("users")
      .set({ nome: formula })
      .where("sourced_id", "=", "r-aluno-1")
      .executeTakeFirst();
    expect(Number(renamed.numUpdatedRows)).toBe(1);
    const exported = await t.request("GET", `${base}/exportar`, { token: admin });
    expect(exported.status).toBe(200);
    expect(exported.headers["content-type"]).toBe("application/zip");
    const names = Object.keys(unzipSync(new Uint8Array(exported.raw))).sort();
    expect(names).toEqual([
      "academicSessions.csv",
      "classes.csv",
      "enrollments.csv",
      "manifest.csv",
      "orgs.csv",
      "roles.csv",
      "users.csv",
    ]);
    const users = new TextDecoder().decode(unzipSync(new Uint8Array(exported.raw))["users.csv"]);
    expect(users).toContain(`"'=HYPERLINK(""http://x.example"",""y"")"`);
    expect(users).not.toMatch(/,=HYPERLINK/);
    const back = await analyze(admin, [
      { nome: "export.zip", conteudo: base64(new Uint8Array(exported.raw)) },
    ]);
    expect(back.json.importacao.erros).toEqual([]);
    const zero = { criar: 0, alterar: 0, desativar: 0 };
    expect(Object.values(back.json.importacao.contagens)).toEqual(Array(6).fill(zero));
    await t.scopedDb
      .updateTable("users")
      .set({ nome: "Aluno Número 1" })
      .where("sourced_id", "=", "r-aluno-1")
      .execute();
  });

  it("deactivates people a full import leaves out, and changes what changed", async () => {
    const fewer = oneRosterFiles({ schools: 2, classesPerSchool: 2, studentsPerClass: 2, ids: "r" });
    const renamed = {
      ...fewer,
      "orgs.csv": fewer["orgs.csv"]?.replace("Escola r 1", "Escola Renomeada") ?? "",
    };
    const { dry } = await importFully(admin, zipped(renamed));
    // Students 9 to 12 and their guardians go; 5 and 6 move to the second school with their guardians; classes
    // are refilled.
    expect(dry.contagens.pessoas).toEqual({ criar: 0, alterar: 4, desativar: 8 });
    expect(dry.contagens.escolas).toEqual({ criar: 0, alterar: 1, desativar: 0 });
    expect(dry.contagens.matriculas).toEqual({ criar: 5, alterar: 0, desativar: 9 });
    const gone = await t.scopedDb
      .selectFrom("users")
      .select(["deactivated_at"])
      .where("sourced_id", "=", "r-aluno-9")
      .executeTakeFirstOrThrow();
    expect(gone.deactivated_at).not.toBeNull();
  });

  it("shows every broken row with its file and line, and refuses to confirm", async () => {
    const broken = {
      ...files,
      "users.csv": files["users.csv"]?.replace("r.prof1x1@escola.test", "sem-arroba") ?? "",
      "enrollments.csv": `${files["enrollments.csv"]}x,,,r-escola-1-turma-9,r-escola-1,r-aluno-1,student,,,\n`,
    };
    const response = await analyze(admin, zipped(broken));
    const { importacao } = response.json;
    expect(importacao.total_erros).toBe(2);
    expect(importacao.erros).toEqual([
      { arquivo: "enrollments.csv", linha: 18, mensagem: "Referência desconhecida: r-escola-1-turma-9." },
      { arquivo: "users.csv", linha: 2, mensagem: "E-mail inválido: sem-arroba." },
    ]);
    const refused = await confirm(admin, importacao.id);
    expect(refused.status).toBe(409);
  });

  it("keeps a network manager to their network: an import goes into it, another school is an error", async () => {
    const mine = oneRosterFiles({ schools: 1, classesPerSchool: 1, studentsPerClass: 2, ids: "g" });
    const { done } = await importFully(manager, zipped(mine), network);
    expect(done.situacao).toBe("concluida");
    const link = await t.server.db
      .selectFrom("client_networks as cn")
      .innerJoin("clients as c", "c.id", "cn.client_id")
      .select("cn.network_id")
      .where("c.sourced_id", "=", "g-escola-1")
      .executeTakeFirstOrThrow();
    expect(link.network_id).toBe(network);

    // The admin's schools (r-…) are in no network of the manager's.
    const outside = await analyze(manager, zipped(files), network);
    expect(outside.json.importacao.erros).toContainEqual({
      arquivo: "orgs.csv",
      linha: 3,
      mensagem: "Esta linha altera um cadastro fora do seu alcance.",
    });
    expect((await analyze(manager, zipped(mine), otherNetwork)).status).toBe(403);
    expect((await analyze(manager, zipped(mine))).status).toBe(403);
    expect((await analyze(student, zipped(mine))).status).toBe(403);
  });

  it("never lets a manager's import change a person beyond her reach, nor says whose row it was", async () => {
    // The manager's own school, imported before, with rows aimed at people she does not reach: the platform
    // administrator (no school) by the export id of a row typed by hand, given her own address to receive the
    // administrator's reset link; an account with no school pulled into her school; a login held elsewhere.
    const mine = oneRosterFiles({ schools: 1, classesPerSchool: 1, studentsPerClass: 2, ids: "g" });
    const attack = withPeople(mine, [
      existing("admin", {
        givenName: "Marina",
        email: "gestor@escola.test",
        role: "guardian",
        org: "g-escola-1",
      }),
      existing("aluno", { givenName: "Aluno", role: "student", org: "g-escola-1" }),
      {
        sourcedId: "g-intrusa",
        username: "admin2",
        givenName: "Intrusa",
        role: "student",
        org: "g-escola-1",
      },
    ]);
    // The two people aimed at, as a refused import must leave them.
    const aimedAt = () =>
      t.server.db
        .selectFrom("users")
        .select(["id", "email", "client_id", "nome"])
        .where("id", "in", [t.users.admin.id, t.users.aluno.id])
        .orderBy("id")
        .execute();
    const before = await aimedAt();
    const dry = await analyze(manager, zipped(attack), network);
    expect(dry.status).toBe(200);
    const users = (attack["users.csv"] ?? "").split("\n");
    const lineOf = (sourcedId: string) => users.findIndex((line) => line.startsWith(`${sourcedId},`)) + 1;
    const refused = "Esta linha altera um cadastro fora do seu alcance.";
    expect(dry.json.importacao.erros).toEqual([
      { arquivo: "users.csv", linha: lineOf(exportId("admin")), mensagem: refused },
      { arquivo: "users.csv", linha: lineOf(exportId("aluno")), mensagem: refused },
    ]);
    // The login of another tenant's administrator is free here; on this tenant it would be someone's.
    const taken = withPeople(mine, [
      { sourcedId: "g-intrusa", username: "admin", givenName: "Intrusa", role: "student", org: "g-escola-1" },
    ]);
    const again = await analyze(manager, zipped(taken), network);
    expect(again.json.importacao.erros).toEqual([
      { arquivo: "users.csv", linha: lastLine(taken, "users.csv"), mensagem: refused },
    ]);
    // An enrolment alone, of someone the file does not list, is refused as well.
    const enrolled = {
      ...mine,
      "enrollments.csv": `${mine["enrollments.csv"]}${ONEROSTER_COLUMNS.enrollments
        .map(
          (column) =>
            ({
              sourcedId: "g-intrusa-m",
              classSourcedId: "g-escola-1-turma-1",
              schoolSourcedId: "g-escola-1",
              userSourcedId: exportId("admin"),
              role: "student",
            })[column as string] ?? "",
        )
        .join(",")}\n`,
    };
    const enrolment = await analyze(manager, zipped(enrolled), network);
    expect(enrolment.json.importacao.erros).toContainEqual({
      arquivo: "enrollments.csv",
      linha: lastLine(enrolled, "enrollments.csv"),
      mensagem: refused,
    });
    expect(JSON.stringify([dry.json, again.json, enrolment.json])).not.toMatch(/Marina|já pertence/);
    expect(await aimedAt()).toEqual(before);
  });

  it("refuses an imported change of e-mail for an administrator or a network manager, even in the scope's import", async () => {
    const mine = oneRosterFiles({
      schools: 1,
      classesPerSchool: 1,
      studentsPerClass: 1,
      ids: "p",
      guardians: false,
    });
    const files = withPeople(mine, [
      existing("gestor", {
        givenName: "Gestora",
        email: "outra@escola.test",
        role: "administrator",
        org: "p-escola-1",
      }),
    ]);
    const dry = await analyze(admin, zipped(files));
    expect(dry.json.importacao.erros).toEqual([
      {
        arquivo: "users.csv",
        linha: lastLine(files, "users.csv"),
        mensagem:
          "O e-mail de quem administra a plataforma ou gere uma rede não muda por importação: altere-o em Cadastros.",
      },
    ]);
  });

  it("refuses a zip bomb and a 10 000-entry archive within seconds each (inflating took half a minute), while another tenant's /healthz answers", async () => {
    // Built first: making them blocks this process, which the server shares.
    const hostile = [
      { nome: "bomba.zip", bytes: overlappingBomb(10, 300), says: "passaria de 100 MB" },
      { nome: "sobreposta.zip", bytes: overlappingBomb(3, 30), says: "itens sobrepostos" },
      { nome: "muitos.zip", bytes: manyEntries(10_000), says: "mais de 200 itens" },
      { nome: "modelo.xlsx", bytes: overlappingBomb(3, 30), says: "itens sobrepostos" },
    ];
    const health: number[] = [];
    let sending = true;
    const probe = (async () => {
      while (sending) {
        const started = performance.now();
        expect((await t.request("GET", "/healthz", { host: t.otherHost })).status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    try {
      for (const file of hostile) {
        const started = performance.now();
        const response = await analyze(admin, [{ nome: file.nome, conteudo: base64(file.bytes) }]);
        const took = performance.now() - started;
        expect(response.status).toBe(200);
        expect(response.json.importacao.erros).toEqual([
          { arquivo: file.nome, linha: 0, mensagem: expect.stringContaining(file.says) },
        ]);
        // Inflating took about half a minute: a few seconds' margin keeps a loaded machine from failing it.
        expect(took, `${file.nome} took ${took.toFixed(0)} ms`).toBeLessThan(3000);
      }
    } finally {
      sending = false;
      await probe;
    }
    // Inflating the bomb on the event loop held every request for about half a minute. The median is the
    // figure the issue names; the slowest answer has a wider margin, as other test files share these cores.
    health.sort((a, b) => a - b);
    expect(health.length).toBeGreaterThan(0);
    expect(health[Math.floor(health.length / 2)]).toBeLessThan(250);
    expect(health.at(-1)).toBeLessThan(3000);
  });

  it("hides an import from everyone but its sender, and from another tenant", async () => {
    const mine = await analyze(admin, zipped(files));
    const id = mine.json.importacao.id;
    expect((await state(manager, id)).status).toBe(404);
    const foreign = await t.signIn("admin2", t.otherHost);
    const other = await t.request("GET", `${base}/situacao?importacao_id=${id}`, {
      token: foreign,
      host: t.otherHost,
    });
    expect(other.status).toBe(404);
  });

  it("gives the template as CSV and XLSX, and refuses files it cannot read with an error, not a 5xx", async () => {
    const csv = await t.request("GET", `${base}/modelo?formato=csv`, { token: admin });
    expect(csv.text).toContain("escola_codigo;escola_nome;turma");
    const xlsx = await t.request("GET", `${base}/modelo?formato=xlsx`, { token: admin });
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const garbage = await analyze(admin, [
      { nome: "x.zip", conteudo: base64(Uint8Array.from([0x50, 0x4b, 3, 4, 9])) },
    ]);
    expect(garbage.status).toBe(200);
    expect(garbage.json.importacao.erros[0].mensagem).toBe("Não foi possível ler o arquivo.");
  });

  it("keeps an import's file 90 days, then the retention pass deletes it with its row", async () => {
    const sent = await analyze(admin, zipped(files));
    const id: number = sent.json.importacao.id;
    const row = await t.server.db
      .selectFrom("roster_imports")
      .select(["file_key", "created_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await t.server.stored(row.file_key)).not.toBeNull();
    const storage = t.server.app.providers.storage;
    const created = new Date(row.created_at).getTime();
    expect(await sweepOldRosterImports(t.server.db, storage, new Date(created + 89 * 86_400_000))).toBe(0);
    expect(
      await sweepOldRosterImports(t.server.db, storage, new Date(created + 91 * 86_400_000)),
    ).toBeGreaterThan(0);
    expect(await t.server.stored(row.file_key)).toBeNull();
    const gone = await t.server.db
      .selectFrom("roster_imports")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});
