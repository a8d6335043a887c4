import { beforeAll, describe, expect, it, vi } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createNetwork, createSchool } from "../../test/factories.ts";
import { OTHER_ADMIN, SCHOOL_ADMIN } from "../../test/people.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const path = (name: string) => `/conta/pt-br/cadastros/${name}`;

describe.each(testDialects())("registrations by hand on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      SCHOOL_ADMIN,
      { usuario: "gestor", nome: "Gil Gestor" },
      { usuario: "gestora-b", nome: "Bia Gestora" },
      { usuario: "aluno", nome: "Aluno Qualquer" },
    ],
    other: [OTHER_ADMIN],
  });
  const ids = { networkA: 0, networkB: 0, schoolA: 0, schoolB: 0, foreignSchool: 0, foreignNetwork: 0 };
  const tokens = { admin: "", gestor: "", aluno: "", gestoraB: "" };

  const call = (name: string, body: unknown, token = tokens.admin) =>
    t.request("POST", path(name), { token, body });
  /** The mails sent to `to`, once the first has gone out (after the call answered). */
  const mailsTo = (to: string) =>
    vi.waitFor(
      async () => {
        const mails = await t.server.outbox(to);
        expect(mails.length).toBeGreaterThan(0);
        return mails;
      },
      { timeout: 10_000, interval: 20 },
    );
  /** Saves a person of school A: a new one, or the one `pessoa_id` names. */
  const savePerson = (person: Record<string, unknown>) =>
    call("pessoa/salvar", { escola_id: ids.schoolA, ...person });

  beforeAll(async () => {
    const db = t.server.db;
    const network = (scope: TenantScope, codigo: string, ...managers: number[]) =>
      createNetwork(db, scope, { codigo, nome: `Rede ${codigo}` }, ...managers);
    ids.networkA = await network(t.scope, "rede-a", t.users.gestor.id);
    ids.networkB = await network(t.scope, "rede-b", t.users["gestora-b"].id);
    ids.schoolA = await createSchool(db, t.scope, "Escola Alfa", ids.networkA);
    ids.schoolB = await createSchool(db, t.scope, "Escola Beta", ids.networkB);
    ids.foreignNetwork = await network(t.other.scope, "rede-x");
    ids.foreignSchool = await createSchool(db, t.other.scope, "Escola Estrangeira", ids.foreignNetwork);
    tokens.admin = await t.signIn("admin");
    tokens.gestor = await t.signIn("gestor");
    tokens.gestoraB = await t.signIn("gestora-b");
    tokens.aluno = await t.signIn("aluno");
  });

  it("tells who reaches what: the administrator every network, a manager theirs, anyone else nothing", async () => {
    const admin = await call("alcance", {});
    expect(admin.status, admin.text).toBe(200);
    expect(admin.json).toMatchObject({ administrador: true });
    expect(admin.json.redes.map((r: { codigo: string }) => r.codigo)).toEqual(["rede-a", "rede-b"]);
    const gestor = await call("alcance", {}, tokens.gestor);
    expect(gestor.json).toMatchObject({ administrador: false, redes: [{ codigo: "rede-a" }] });
    expect((await call("alcance", { rede_id: ids.networkB }, tokens.gestor)).status).toBe(404);
    expect((await call("alcance", {}, tokens.aluno)).status).toBe(403);
    expect((await call("alcance", { rede_id: ids.foreignNetwork })).status).toBe(404);
    expect((await call("escolas", { rede_id: ids.foreignNetwork })).status).toBe(404);
    expect((await t.request("POST", path("alcance"), { body: {} })).status).toBe(401);
  });

  it("creates, searches, pages and edits schools with their networks, INEP and WhatsApp checked", async () => {
    const created = await call("escola/salvar", {
      nome: "Escola Gama",
      codigo: "GAMA",
      inep: "12345678",
      whatsapp: "11988887777",
      redes: [ids.networkA, ids.networkB],
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json.escola).toMatchObject({ nome: "Escola Gama", inep: "12345678", ativa: true });
    expect(created.json.escola.redes).toHaveLength(2);
    const badInep = await call("escola/salvar", { nome: "X", inep: "1234", redes: [] });
    expect(badInep.status).toBe(400);
    expect(badInep.json).toMatchObject({ campo: "inep", mensagem: "O código INEP tem 8 dígitos." });
    const badPhone = await call("escola/salvar", { nome: "X", whatsapp: "(11) 9888", redes: [] });
    expect(badPhone.json.campo).toBe("whatsapp");
    const list = await call("escolas", { busca: "gama" });
    expect(list.json).toMatchObject({ total: 1, pagina: 1, escolas: [{ codigo: "GAMA" }] });
    const all = await call("escolas", {});
    expect(all.json.escolas.map((s: { nome: string }) => s.nome)).toEqual([
      "Escola Alfa",
      "Escola Beta",
      "Escola Gama",
    ]);
    const edited = await call("escola/salvar", {
      escola_id: created.json.escola.id,
      nome: "Escola Gama Nova",
      redes: [ids.networkB],
    });
    expect(edited.json.escola).toMatchObject({
      nome: "Escola Gama Nova",
      codigo: null,
      redes: [{ id: ids.networkB }],
    });
    const off = await call("escola/ativa", { escola_id: created.json.escola.id, ativo: false });
    expect(off.status).toBe(200);
    expect((await call("escolas", { inativas: true })).json.escolas.map((s: { id: number }) => s.id)).toEqual(
      [created.json.escola.id],
    );
  });

  it("keeps a network manager to the schools of their networks, and never another scope's", async () => {
    const mine = await call("escolas", {}, tokens.gestor);
    expect(mine.json.escolas.map((s: { nome: string }) => s.nome)).toEqual(["Escola Alfa"]);
    const other = await call("escolas", { rede_id: ids.networkB }, tokens.gestor);
    expect(other.status).toBe(404);
    for (const [name, body] of [
      ["escola/salvar", { escola_id: ids.schoolB, nome: "Tomada", redes: [ids.networkA] }],
      ["escola/ativa", { escola_id: ids.schoolB, ativo: false }],
      ["turmas", { escola_id: ids.schoolB }],
      ["turma/salvar", { escola_id: ids.schoolB, ano: 2026, nome: "6A", tipo: "adm" }],
      ["pessoas", { escola_id: ids.schoolB }],
      ["pessoa/salvar", { escola_id: ids.schoolB, tipo: "student", nome: "X", login: "x1" }],
    ] as const) {
      const refused = await call(name, body, tokens.gestor);
      expect(refused.status, `${name}: ${refused.text}`).toBe(404);
    }
    // A school of another network cannot be moved into theirs, nor theirs into a network of others.
    const intoOthers = await call(
      "escola/salvar",
      { escola_id: ids.schoolA, nome: "Escola Alfa", redes: [ids.networkB] },
      tokens.gestor,
    );
    expect(intoOthers.status).toBe(400);
    const foreign = await call("turmas", { escola_id: ids.foreignSchool });
    expect(foreign.status).toBe(404);
    // Networks are the administrators' to make.
    expect((await call("redes", {}, tokens.gestor)).status).toBe(403);
    expect((await call("rede/salvar", { codigo: "nova", nome: "Nova" }, tokens.gestor)).status).toBe(403);
    // A manager makes a school in their own network.
    const made = await call("escola/salvar", { nome: "Escola Delta", redes: [ids.networkA] }, tokens.gestor);
    expect(made.status, made.text).toBe(200);
    expect(
      (await call("escolas", {}, tokens.gestoraB)).json.escolas.map((s: { nome: string }) => s.nome),
    ).toEqual(["Escola Beta"]);
  });

  it("makes networks and their managers", async () => {
    const made = await call("rede/salvar", { codigo: "rede-c", nome: "Rede C" });
    expect(made.status, made.text).toBe(200);
    const taken = await call("rede/salvar", { codigo: "rede-a", nome: "Outra" });
    expect(taken.status).toBe(409);
    const manager = await call("rede/gestor", {
      rede_id: made.json.rede.id,
      usuario: "gestor",
      gestor: true,
    });
    expect(manager.status).toBe(200);
    const list = await call("redes", { busca: "rede c" });
    expect(list.json.redes).toMatchObject([
      { codigo: "rede-c", escolas: 0, gestores: [{ usuario: "gestor" }] },
    ]);
    expect(
      (await call("rede/gestor", { rede_id: ids.foreignNetwork, usuario: "gestor", gestor: true })).status,
    ).toBe(404);
    await call("rede/gestor", { rede_id: made.json.rede.id, usuario: "gestor", gestor: false });
    expect((await call("redes", { busca: "rede c" })).json.redes[0].gestores).toEqual([]);
  });

  it("runs a class's year: people, membership, a move, the password sheet, archiving", async () => {
    const classOf = async (nome: string) =>
      (
        await call(
          "turma/salvar",
          { escola_id: ids.schoolA, ano: 2026, nome, tipo: "adm", serie: "6º ano", turno: "morning" },
          tokens.gestor,
        )
      ).json.turma;
    const sixA = await classOf("6º A");
    const sixB = await classOf("6º B");
    expect(sixA).toMatchObject({
      nome: "6º A",
      ano_letivo: 2026,
      serie: "6º ano",
      turno: "morning",
      ativa: true,
    });

    const student = await call(
      "pessoa/salvar",
      { escola_id: ids.schoolA, tipo: "student", nome: "Ana Souza", login: "000123", turma_id: sixA.id },
      tokens.gestor,
    );
    expect(student.status, student.text).toBe(200);
    expect(student.json.pessoa).toMatchObject({
      usuario: "123",
      tipo: "student",
      ativo: true,
      senha_temporaria: true,
    });
    // Typed by a child on a phone: 8 lower-case letters and digits, none that reads as another.
    expect(student.json.senha_temporaria).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    const taken = await savePerson({ tipo: "teacher", nome: "Y", login: "0123" });
    expect(taken.status).toBe(409);
    const teacher = await savePerson({
      tipo: "teacher",
      nome: "Pedro Prof",
      login: "pedro",
      email: "pedro@example.test",
      publicar: true,
      turma_id: sixA.id,
    });
    expect(teacher.json.pessoa.funcoes).toEqual({ compartilhar: false, publicar: true });

    const classes = await call("turmas", { escola_id: ids.schoolA, ano: 2026 }, tokens.gestor);
    expect(
      classes.json.turmas.map((c: { nome: string; alunos: number; professores: number }) => [
        c.nome,
        c.alunos,
        c.professores,
      ]),
    ).toEqual([
      ["6º A", 1, 1],
      ["6º B", 0, 0],
    ]);
    const byRa = await call("pessoas", { busca: "00123" }, tokens.gestor);
    expect(byRa.json.pessoas.map((p: { nome: string }) => p.nome)).toEqual(["Ana Souza"]);
    const names = async (busca: string) =>
      (await call("pessoas", { busca }, tokens.gestor)).json.pessoas.map((p: { nome: string }) => p.nome);
    expect(await names("SOUZA")).toEqual(["Ana Souza"]);
    // Wildcards typed in the search are the characters themselves, on both databases.
    expect(await names("%")).toEqual([]);
    expect(await names("a_a")).toEqual([]);
    // A word with a digit that is someone's login finds that person alone; otherwise names are searched.
    expect(await names("123")).toEqual(["Ana Souza"]);
    expect(await names("ana1")).toEqual([]);
    expect(await names("souza")).toEqual(["Ana Souza"]);
    // A login of letters, whole or in part, finds its person too.
    expect(await names("pedro")).toEqual(["Pedro Prof"]);
    expect(await names("edr")).toEqual(["Pedro Prof"]);
    expect((await call("pessoas", { tipo: "teacher", turma_id: sixA.id })).json.total).toBe(1);
    // One network's people, as its Gestão lists them; a network out of reach is not found.
    const inNetwork = await call("pessoas", { rede_id: ids.networkA, busca: "pedro" });
    expect(inNetwork.json.pessoas.map((p: { nome: string }) => p.nome)).toEqual(["Pedro Prof"]);
    expect((await call("pessoas", { rede_id: ids.networkB, busca: "pedro" })).json.total).toBe(0);
    expect((await call("pessoas", { rede_id: ids.networkB }, tokens.gestor)).status).toBe(404);
    // The other network's manager sees none of them.
    expect((await call("pessoas", {}, tokens.gestoraB)).json.total).toBe(0);
    expect(
      (await call("pessoa/ativa", { pessoa_id: student.json.pessoa.id, ativo: false }, tokens.gestoraB))
        .status,
    ).toBe(404);

    const moved = await call(
      "aluno/mover",
      { pessoa_id: student.json.pessoa.id, turma_id: sixB.id },
      tokens.gestor,
    );
    expect(moved.status, moved.text).toBe(200);
    const after = await call("turmas", { escola_id: ids.schoolA }, tokens.gestor);
    expect(after.json.turmas.map((c: { alunos: number }) => c.alunos)).toEqual([0, 1]);

    const sheet = await call("turma/senhas", { turma_id: sixB.id }, tokens.gestor);
    expect(sheet.status, sheet.text).toBe(200);
    expect(sheet.json).toMatchObject({ turma: "6º B", escola: "Escola Alfa", ano_letivo: 2026 });
    expect(sheet.json.alunos).toEqual([{ nome: "Ana Souza", usuario: "123", senha: expect.any(String) }]);
    const signIn = await t.request("POST", "/conta/pt-br/logar/padrao", {
      body: { usuario: "0123", senha: sheet.json.alunos[0].senha },
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect(signIn.json.usuario.funcoes.forca_senha).toBe(true);

    const archived = await call("turma/arquivar", { turma_id: sixA.id, arquivada: true }, tokens.gestor);
    expect(archived.status).toBe(200);
    expect(
      (await call("turmas", { escola_id: ids.schoolA }, tokens.gestor)).json.turmas.map(
        (c: { nome: string }) => c.nome,
      ),
    ).toEqual(["6º B"]);
    expect((await call("turmas", { escola_id: ids.schoolA, arquivadas: true })).json.turmas[0]).toMatchObject(
      {
        nome: "6º A",
        ativa: false,
        professores: 1,
      },
    );
  });

  it("deactivates a person, who then cannot sign in, resets a password and ends sessions", async () => {
    const made = await savePerson({ tipo: "staff", nome: "Sara Secretaria", login: "sara" });
    const id = made.json.pessoa.id;
    const otherKind = await savePerson({ pessoa_id: id, tipo: "teacher", nome: "Sara", login: "sara" });
    expect(otherKind.status).toBe(409);
    expect(otherKind.json.campo).toBe("tipo");
    const reset = await call("pessoa/redefinir-senha", { pessoa_id: id });
    expect(reset.status).toBe(200);
    const first = await t.request("POST", "/conta/pt-br/logar/padrao", {
      body: { usuario: "sara", senha: reset.json.senha_temporaria },
    });
    expect(first.status, first.text).toBe(200);
    const token = first.json.usuario.token;
    expect((await call("pessoa/encerrar-sessoes", { pessoa_id: id })).status).toBe(200);
    expect((await t.request("POST", "/conta/pt-br/logar/token", { body: { token } })).status).toBe(401);
    const again = await call("pessoa/redefinir-senha", { pessoa_id: id });
    expect((await call("pessoa/ativa", { pessoa_id: id, ativo: false })).status).toBe(200);
    const refused = await t.request("POST", "/conta/pt-br/logar/padrao", {
      body: { usuario: "sara", senha: again.json.senha_temporaria },
    });
    expect(refused.status).toBe(401);
    expect(refused.json.mensagem).toBe("Esta conta está desativada. Procure a sua escola.");
    expect(
      (await call("pessoas", { inativas: true })).json.pessoas.map((p: { usuario: string }) => p.usuario),
    ).toContain("sara");
    expect((await call("pessoa/ativa", { pessoa_id: t.users.admin.id, ativo: false })).status).toBe(409);
    expect(
      (await call("pessoa/ativa", { pessoa_id: t.users.admin.id, ativo: false }, tokens.gestor)).status,
    ).toBe(404);
  });

  it("never lets a manager change the manager of another network, even one registered in her school", async () => {
    // Bia manages rede-b, and teaches at Escola Alfa, a school of Gil's rede-a.
    await t.server.db
      .updateTable("users")
      .set({ client_id: ids.schoolA, kind: "teacher" })
      .where("id", "=", t.users["gestora-b"].id)
      .execute();
    const bia = { pessoa_id: t.users["gestora-b"].id };
    try {
      for (const [name, body] of [
        ["pessoa/redefinir-senha", bia],
        ["pessoa/ativa", { ...bia, ativo: false }],
        ["pessoa/encerrar-sessoes", bia],
        [
          "pessoa/salvar",
          {
            ...bia,
            escola_id: ids.schoolA,
            tipo: "teacher",
            nome: "Bia",
            login: "gil-agora",
            email: "gil@x.example",
          },
        ],
      ] as const) {
        const refused = await call(name, body, tokens.gestor);
        expect(refused.status, `${name}: ${refused.text}`).toBe(404);
      }
      const still = await t.server.db
        .selectFrom("users")
        .select(["usuario", "email", "deactivated_at"])
        .where("id", "=", bia.pessoa_id)
        .executeTakeFirstOrThrow();
      expect(still).toMatchObject({ usuario: "gestora-b", deactivated_at: null });
      expect(
        await t.request("POST", "/conta/pt-br/logar/token", { body: { token: tokens.gestoraB } }),
      ).toMatchObject({
        status: 200,
      });
      // The platform's administrator reaches her.
      expect((await call("pessoa/encerrar-sessoes", bia)).status).toBe(200);
      tokens.gestoraB = await t.signIn("gestora-b");
    } finally {
      await t.server.db
        .updateTable("users")
        .set({ client_id: null, kind: null })
        .where("id", "=", bia.pessoa_id)
        .execute();
    }
  });

  it("tells the old address when someone else changes a person's e-mail or login, and logs both masked", async () => {
    const made = await savePerson({
      tipo: "teacher",
      nome: "Rita Ramos",
      login: "rita",
      email: "rita@antigo.example",
    });
    const id = made.json.pessoa.id;
    const changed = await savePerson({
      pessoa_id: id,
      tipo: "teacher",
      nome: "Rita Ramos",
      login: "rita.ramos",
      email: "rita@novo.example",
    });
    expect(changed.status, changed.text).toBe(200);
    const told = await mailsTo("rita@antigo.example");
    expect(told[0]?.subject).toMatch(/^O e-mail da sua conta em .+ mudou$/);
    const loginMail = await mailsTo("rita@novo.example");
    expect(loginMail[0]?.text).toContain("agora entra com o login rita.ramos");
    const entry = await t.scopedDb
      .selectFrom("audit_events")
      .select("details")
      .where("subject_user_id", "=", id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details)).toEqual({
      acao: "changed",
      email_antes: "r***@antigo.example",
      email_depois: "r***@novo.example",
      login_antes: "***",
      login_depois: "***amos",
    });
  });

  it("links guardians by hand and by a family's single-use pairing code", async () => {
    const student = (await savePerson({ tipo: "student", nome: "Caio", login: "555" })).json.pessoa;
    const guardian = await savePerson({ tipo: "guardian", nome: "Rita Mãe", login: "rita" });
    const linked = await call("responsavel/vincular", {
      aluno_id: student.id,
      responsavel_id: guardian.json.pessoa.id,
      vinculado: true,
    });
    expect(linked.status, linked.text).toBe(200);
    expect((await call("responsaveis", { aluno_id: student.id })).json.responsaveis).toMatchObject([
      { usuario: "rita" },
    ]);
    await call("responsavel/vincular", {
      aluno_id: student.id,
      responsavel_id: guardian.json.pessoa.id,
      vinculado: false,
    });
    expect((await call("responsaveis", { aluno_id: student.id })).json.responsaveis).toEqual([]);
    expect(
      (
        await call("responsavel/vincular", {
          aluno_id: student.id,
          responsavel_id: student.id,
          vinculado: true,
        })
      ).status,
    ).toBe(400);

    const code = await call("responsavel/codigo", { aluno_id: student.id });
    expect(code.json.codigo).toMatch(/^[A-Z2-9]{8}$/);
    // The forced change of the one-time password is another flow's: here it is taken as done.
    await t.server.db
      .updateTable("users")
      .set({ must_change_password: 0 })
      .where("id", "=", guardian.json.pessoa.id)
      .execute();
    const guardianToken = (
      await t.request("POST", "/conta/pt-br/logar/padrao", {
        body: { usuario: "rita", senha: guardian.json.senha_temporaria },
      })
    ).json.usuario.token;
    const pair = (codigo_vinculo: string, token = guardianToken) =>
      t.request("POST", "/conta/pt-br/logado/responsavel/vincular", { token, body: { codigo_vinculo } });
    expect((await pair(code.json.codigo, tokens.aluno)).status).toBe(403);
    const paired = await pair(code.json.codigo.toLowerCase());
    expect(paired.status, paired.text).toBe(200);
    expect((await call("responsaveis", { aluno_id: student.id })).json.responsaveis).toMatchObject([
      { usuario: "rita" },
    ]);
    const twice = await pair(code.json.codigo);
    expect(twice.status).toBe(404);
    expect(twice.json.campo).toBe("codigo_vinculo");
    // Guessing is cut short: ten wrong codes in a quarter of an hour (the spent one counted), then 429.
    const wrong: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) wrong.push((await pair("ZZZZZZZZ")).status);
    expect(wrong.slice(0, 9)).toEqual(Array(9).fill(404));
    const blocked = await pair("ZZZZZZZZ");
    expect(blocked.status).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
  });

  it("records every change by hand in the audit log: who, what, to whom; reads change nothing", async () => {
    const events = await t.server.db
      .selectFrom("audit_events as e")
      .leftJoin("users as actor", "actor.id", "e.actor_user_id")
      .leftJoin("users as subject", "subject.id", "e.subject_user_id")
      .select(["e.event_type", "e.details", "actor.usuario as actor", "subject.usuario as subject"])
      .where("e.scope", "=", t.scope.key)
      .where("e.event_type", "like", "registration.%")
      .orderBy("e.id")
      .execute();
    const seen = events.map((event) => ({
      type: event.event_type,
      actor: event.actor,
      subject: event.subject,
      ...(JSON.parse(event.details) as Record<string, unknown>),
    }));
    // The earlier tests' changes, each once; a refused change leaves no entry.
    expect(seen).toContainEqual(
      expect.objectContaining({ type: "registration.school", acao: "created", actor: "admin" }),
    );
    expect(seen).toContainEqual(
      expect.objectContaining({ type: "registration.class", acao: "password_sheet", actor: "gestor" }),
    );
    expect(seen).toContainEqual(
      expect.objectContaining({ type: "registration.person", acao: "made_inactive", actor: "admin" }),
    );
    expect(seen).toContainEqual(
      expect.objectContaining({ type: "registration.person", acao: "password_reset" }),
    );
    expect(seen).toContainEqual(
      expect.objectContaining({
        type: "registration.guardian",
        acao: "paired",
        actor: "rita",
        usuario: "rita",
      }),
    );
    expect(seen).toContainEqual(
      expect.objectContaining({ type: "registration.network", acao: "manager_added", actor: "admin" }),
    );
    for (const event of seen.filter((entry) => entry.type === "registration.person")) {
      expect(event.subject).not.toBeNull();
    }
    // The other scope's log holds none of this scope's changes.
    const foreign = await t.server.db
      .selectFrom("audit_events")
      .select("id")
      .where("scope", "=", t.other.scope.key)
      .where("event_type", "like", "registration.%")
      .execute();
    expect(foreign).toEqual([]);
  });
});
