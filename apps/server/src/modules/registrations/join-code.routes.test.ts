import { formatJoinCode, isJoinCodeShape } from "@trilha/contracts/rules/join-code";
import { beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { testDialects } from "../../test/dialects.ts";
import { createClassGroup, createSchool, createUser } from "../../test/factories.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { signIn } from "../../test/sessions.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

/**
 * The join codes of classes and schools (the registrations issue): made and replaced by those who manage them,
 * typed once by an account a social sign-in created, which then has its school (and its class). Wrong codes
 * are refused clearly, counted and recorded; another tenant's never work.
 */
describe.each(testDialects())("joining a school or a class by its code on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      SCHOOL_ADMIN,
      { usuario: "professor", nome: "Paulo Mendes" },
      { usuario: "aluno", nome: "Aluno Antigo" },
    ],
    other: [OTHER_ADMIN],
  });
  const ids = { school: 0, group: 0, archived: 0, foreignSchool: 0, foreignGroup: 0 };
  const tokens = { admin: "", professor: "", aluno: "", foreignAdmin: "" };
  let newcomers = 0;

  const post = (path: string, body: unknown, token: string, host = t.host) =>
    t.request("POST", path, { token, body, host });
  const renewClass = (turma_id: number, token = tokens.admin, host = t.host) =>
    post("/conta/pt-br/cadastros/turma/codigo-entrada", { turma_id }, token, host);
  const renewSchool = (escola_id: number, token = tokens.admin, host = t.host) =>
    post("/conta/pt-br/cadastros/escola/codigo-entrada", { escola_id }, token, host);
  const join = (codigo_entrada: string, token: string, lang = "pt-br") =>
    post(`/conta/${lang}/logado/codigo-entrada`, { codigo_entrada }, token);

  /** An account as a social sign-in with the setting on leaves it: no school, waiting for a code. */
  async function newcomer(): Promise<{ id: number; token: string }> {
    newcomers += 1;
    const user = await createUser(t.server.db, t.scope, { usuario: `novo${newcomers}` });
    await t.server.db.updateTable("users").set({ awaiting_school: 1 }).where("id", "=", user.id).execute();
    return { id: user.id, token: await t.signIn(user.usuario) };
  }

  const classOf = (scope: TenantScope, schoolId: number, nome: string, active = 1) =>
    createClassGroup(t.server.db, scope, { nome, active, client_id: schoolId, school_year: 2026 });

  async function events(type: string) {
    const rows = await auditEventsOf(t.server.db, t.scope, type)
      .select(["actor_user_id", "subject_user_id", "details"])
      .execute();
    return rows.map((row) => ({
      actor: row.actor_user_id,
      subject: row.subject_user_id,
      ...JSON.parse(row.details),
    }));
  }

  beforeAll(async () => {
    ids.school = await createSchool(t.server.db, t.scope, "Escola Alfa");
    ids.group = await classOf(t.scope, ids.school, "8º ano A");
    ids.archived = await classOf(t.scope, ids.school, "Turma de 2020", 0);
    ids.foreignSchool = await createSchool(t.server.db, t.other.scope, "Escola Estrangeira");
    ids.foreignGroup = await classOf(t.other.scope, ids.foreignSchool, "Turma estrangeira");
    await t.server.db
      .insertInto("group_members")
      .values({ scope: t.scope.key, group_id: ids.group, user_id: t.users.professor.id, role: "teacher" })
      .execute();
    tokens.admin = await t.signIn("admin");
    tokens.professor = await t.signIn("professor");
    tokens.aluno = await t.signIn("aluno");
    tokens.foreignAdmin = await signIn(t.server, t.otherHost, "admin");
  });

  it("makes and replaces the codes for those who manage them, and lists them", async () => {
    const listed = await post("/conta/pt-br/cadastros/escolas", {}, tokens.admin);
    expect(listed.json.escolas[0]).toMatchObject({ id: ids.school, codigo_entrada: null });

    const first = await renewSchool(ids.school);
    expect(first.status, first.text).toBe(200);
    expect(first.json.mensagem).toBe("Novo código gerado. O código anterior não funciona mais.");
    expect(isJoinCodeShape(first.json.codigo_entrada)).toBe(true);
    const second = await renewSchool(ids.school);
    expect(second.json.codigo_entrada).not.toBe(first.json.codigo_entrada);
    const schools = await post("/conta/pt-br/cadastros/escolas", {}, tokens.admin);
    expect(schools.json.escolas[0].codigo_entrada).toBe(second.json.codigo_entrada);

    // A class's: its administrators in the registrations, and its teachers on the class page.
    const byAdmin = await renewClass(ids.group);
    expect(byAdmin.status, byAdmin.text).toBe(200);
    const byTeacher = await renewClass(ids.group, tokens.professor);
    expect(byTeacher.status, byTeacher.text).toBe(200);
    const classes = await post("/conta/pt-br/cadastros/turmas", { escola_id: ids.school }, tokens.admin);
    expect(classes.json.turmas[0]).toMatchObject({
      id: ids.group,
      codigo_entrada: byTeacher.json.codigo_entrada,
    });
    const taught = await t.request("GET", "/conta/pt-br/grupos/lecionados", { token: tokens.professor });
    expect(taught.json.grupos).toEqual([
      expect.objectContaining({ id: ids.group, codigo_entrada: byTeacher.json.codigo_entrada }),
    ]);

    // Anyone else: not a school of theirs to manage, nor another tenant's class or school.
    expect((await renewClass(ids.group, tokens.aluno)).status).toBe(403);
    expect((await renewSchool(ids.school, tokens.professor)).status).toBe(403);
    expect((await renewClass(ids.foreignGroup)).status).toBe(404);
    expect((await renewSchool(ids.foreignSchool)).status).toBe(404);
    expect((await renewClass(ids.group, tokens.admin, t.otherHost)).status).toBe(401);

    const renewed = await events("join_code.renewed");
    expect(renewed).toEqual([
      { actor: t.users.admin.id, subject: null, escola_id: ids.school },
      { actor: t.users.admin.id, subject: null, escola_id: ids.school },
      { actor: t.users.admin.id, subject: null, turma_id: ids.group, escola_id: ids.school },
      { actor: t.users.professor.id, subject: null, turma_id: ids.group, escola_id: ids.school },
    ]);
    expect(JSON.stringify(renewed)).not.toContain(byTeacher.json.codigo_entrada);
  });

  it("a class's code, typed as shown or in lower case, makes a student of the class and of its school", async () => {
    const { codigo_entrada: code } = (await renewClass(ids.group)).json;
    const person = await newcomer();
    const joined = await join(` ${formatJoinCode(code).toLowerCase()} `, person.token);
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json).toMatchObject({
      status: "sucesso",
      mensagem: "Pronto! Você entrou na turma.",
      usuario: { id: person.id, token: person.token, aguardando_escola: false, cliente: { id: ids.school } },
    });
    const row = await t.server.db
      .selectFrom("users")
      .select(["client_id", "kind", "awaiting_school"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: ids.school, kind: "student", awaiting_school: 0 });
    const classes = await t.request("GET", "/conta/pt-br/grupos/ativos", { token: person.token });
    expect(classes.json.grupos).toEqual([{ id: ids.group, nome: "8º ano A", tipo: "pro" }]);

    // Once in a school, no code is taken any more.
    const again = await join(code, person.token);
    expect(again.status).toBe(409);
    expect(again.json.mensagem).toBe("Sua conta já pertence a uma escola.");
    expect((await events("join_code.used")).at(-1)).toEqual({
      actor: person.id,
      subject: person.id,
      turma_id: ids.group,
      escola_id: ids.school,
    });
  });

  it("a school's code gives the school only", async () => {
    const { codigo_entrada: code } = (await renewSchool(ids.school)).json;
    const person = await newcomer();
    const joined = await join(code, person.token, "es-es");
    expect(joined.status, joined.text).toBe(200);
    expect(joined.json.mensagem).toBe("¡Listo! Usted ha entrado en la escuela.");
    expect(joined.json.usuario).toMatchObject({ aguardando_escola: false, cliente: { id: ids.school } });
    const row = await t.server.db
      .selectFrom("users")
      .select(["client_id", "kind", "awaiting_school"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: ids.school, kind: null, awaiting_school: 0 });
    const classes = await t.request("GET", "/conta/pt-br/grupos/ativos", { token: person.token });
    expect(classes.json.grupos).toEqual([]);
  });

  it("a replaced code, an archived class's, another tenant's and a wrong one never work, and are recorded", async () => {
    const old = (await renewClass(ids.group)).json.codigo_entrada;
    await renewClass(ids.group);
    const archived = (await renewClass(ids.archived)).json.codigo_entrada;
    const foreignClass = (await renewClass(ids.foreignGroup, tokens.foreignAdmin, t.otherHost)).json
      .codigo_entrada;
    const foreignSchool = (await renewSchool(ids.foreignSchool, tokens.foreignAdmin, t.otherHost)).json
      .codigo_entrada;
    expect(isJoinCodeShape(foreignClass) && isJoinCodeShape(foreignSchool)).toBe(true);
    const person = await newcomer();
    const failedBefore = (await events("join_code.failed")).length;
    for (const code of [old, archived, foreignClass, foreignSchool, "AAAA-AAAA", "não é um código"]) {
      const refused = await join(code, person.token);
      expect(refused.status, code).toBe(404);
      expect(refused.json).toEqual({
        status: "erro",
        mensagem: "Código incorreto. Confira o código com sua escola ou seu professor e tente novamente.",
        campo: "codigo_entrada",
      });
    }
    const english = await join("BBBB-BBBB", person.token, "en-us");
    expect(english.json.mensagem).toBe(
      "Wrong code. Check the code with your school or teacher and try again.",
    );
    const failed = await events("join_code.failed");
    expect(failed.slice(failedBefore)).toEqual(
      Array.from({ length: 7 }, () => ({ actor: person.id, subject: person.id, reason: "wrong_code" })),
    );
    const row = await t.server.db
      .selectFrom("users")
      .select(["client_id", "awaiting_school"])
      .where("id", "=", person.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ client_id: null, awaiting_school: 1 });
    // The other tenant's codes stay where they were: nobody joined there either.
    const members = await t.server.db
      .selectFrom("group_members")
      .select("user_id")
      .where("group_id", "=", ids.foreignGroup)
      .execute();
    expect(members).toEqual([]);
  });

  it("limits wrong codes per account (then even a right one waits), without stopping the next account", async () => {
    const { codigo_entrada: code } = (await renewClass(ids.group)).json;
    const guesser = await newcomer();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await join(`ZZZZ${String(attempt).padStart(4, "2")}`, guesser.token)).status).toBe(404);
    }
    const blocked = await join(code, guesser.token);
    expect(blocked.status).toBe(429);
    expect(blocked.json.mensagem).toMatch(/^Muitas tentativas\./);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const neighbour = await newcomer();
    expect((await join(code, neighbour.token)).status).toBe(200);
  });

  it("is the owner's alone: not while visiting, and not for an account that has its school", async () => {
    const { codigo_entrada: code } = (await renewClass(ids.group)).json;
    const person = await newcomer();
    const visit = await post("/conta/pt-br/visitar", { usuario_id: person.id }, tokens.admin);
    expect(visit.status, visit.text).toBe(200);
    expect((await join(code, visit.json.usuario.token)).status).toBe(403);
    const existing = await join(code, tokens.aluno);
    expect(existing.status).toBe(409);
    expect(
      (await t.request("POST", "/conta/pt-br/logado/codigo-entrada", { body: { codigo_entrada: code } }))
        .status,
    ).toBe(401);
  });
});
