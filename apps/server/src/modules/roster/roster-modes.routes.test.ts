import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { oneRosterFiles, zipOf } from "../../test/roster-files.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const base = "/conta/pt-br/logado/cadastros/importacao";
const zipped = (files: Record<string, string>) => [
  { nome: "oneroster.zip", conteudo: Buffer.from(zipOf(files)).toString("base64") },
];

/** A delta manifest: only the files given speak, and only for their own rows. */
const deltaManifest = (files: Record<string, "bulk" | "delta" | "absent">) =>
  [
    "propertyName,value",
    "manifest.version,1.0",
    "oneroster.version,1.2",
    ...Object.entries(files).map(([name, mode]) => `file.${name},${mode}`),
  ].join("\n");

/**
 * What a file speaks for: a bulk file only for the schools it holds (two schools imported one after the other
 * leave each other alone), a delta file only for its own rows, and what either marks `tobedeleted` goes.
 */
describe.each(testDialects())("roster import modes on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "admin", platformAdmin: true }] });

  const analyze = (token: string, files: Record<string, string>) =>
    t.request("POST", `${base}/analisar`, { token, body: { arquivos: zipped(files) } });
  const importFully = async (token: string, files: Record<string, string>) => {
    const dry = await analyze(token, files);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json.importacao.erros).toEqual([]);
    const confirmed = await t.request("POST", `${base}/importar`, {
      token,
      body: { importacao_id: dry.json.importacao.id, desativacao_confirmada: true },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    for (let tries = 0; tries < 200; tries++) {
      const now = await t.request("GET", `${base}/situacao?importacao_id=${dry.json.importacao.id}`, {
        token,
      });
      if (now.json.importacao.situacao !== "importando") {
        expect(now.json.importacao.situacao).toBe("concluida");
        return dry.json.importacao;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("import did not finish");
  };
  const active = async (sourcedId: string) => {
    const row = await t.scopedDb
      .selectFrom("users")
      .select("deactivated_at")
      .where("sourced_id", "=", sourcedId)
      .executeTakeFirstOrThrow();
    return row.deactivated_at === null;
  };
  const members = async (classSourcedId: string) =>
    (
      await t.server.db
        .selectFrom("group_members as m")
        .innerJoin("class_groups as g", "g.id", "m.group_id")
        .innerJoin("users as u", "u.id", "m.user_id")
        .select("u.sourced_id")
        .where("g.scope", "=", t.scope.key)
        .where("g.sourced_id", "=", classSourcedId)
        .orderBy("u.sourced_id")
        .execute()
    ).map((row) => row.sourced_id);

  it("imports two schools one after the other, and the second deactivates nothing of the first", async () => {
    const admin = await t.signIn("admin");
    const first = oneRosterFiles({ schools: 1, classesPerSchool: 1, studentsPerClass: 3, ids: "a" });
    const second = oneRosterFiles({ schools: 1, classesPerSchool: 1, studentsPerClass: 2, ids: "b" });
    await importFully(admin, first);
    const dry = await importFully(admin, second);
    expect(dry.contagens.pessoas.desativar).toBe(0);
    expect(dry.contagens.turmas.desativar).toBe(0);
    expect(dry.desativacoes).toEqual([]);
    expect(dry.anos_letivos).toEqual([{ ano: 2026, turmas: 1 }]);
    for (const id of ["a-aluno-1", "a-aluno-3", "a-resp-1", "a-escola-1-turma-1-prof"]) {
      expect(await active(id), id).toBe(true);
    }
    expect(await members("a-escola-1-turma-1")).toHaveLength(4);

    // The first school sent again without its third student: she goes, and the dry run says where from.
    const fewer = oneRosterFiles({ schools: 1, classesPerSchool: 1, studentsPerClass: 2, ids: "a" });
    const again = await analyze(admin, fewer);
    // Her guardian goes with her: guardians are of their student's school.
    expect(again.json.importacao.desativacoes).toEqual([{ escola: "Escola a 1", pessoas: 2, turmas: 0 }]);
    expect(again.json.importacao.contagens.pessoas.desativar).toBe(2);
  });

  it("applies a delta: new rows join, tobedeleted ones go, and what the files leave out stays", async () => {
    const admin = await t.signIn("admin");
    await importFully(
      admin,
      oneRosterFiles({ schools: 1, classesPerSchool: 2, studentsPerClass: 2, ids: "d" }),
    );
    const delta = {
      "manifest.csv": deltaManifest({
        academicSessions: "absent",
        orgs: "absent",
        courses: "absent",
        classes: "delta",
        users: "delta",
        roles: "delta",
        enrollments: "delta",
        demographics: "absent",
      }),
      // A class of the scope removed; its enrolments go with it, unmentioned.
      "classes.csv": [
        "sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods",
        "d-escola-1-turma-2,tobedeleted,2026-03-01T10:00:00Z,2º ano B,07,,,homeroom,,d-escola-1,,,,",
      ].join("\n"),
      // A new student (in a school only the scope holds), one removed.
      "users.csv": [
        "sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password",
        "d-nova,active,2026-03-01T10:00:00Z,true,dnova,,Nova,Aluna,,,,,,,,",
        "d-aluno-1,tobedeleted,2026-03-01T10:00:00Z,true,d1,,Aluno,Número 1,,,,,,,,",
      ].join("\n"),
      "roles.csv": [
        "sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId",
        "d-nova-r,active,,d-nova,primary,student,,,d-escola-1,",
      ].join("\n"),
      // She joins a class the files do not hold; a student of that class leaves it; an enrolment of the
      // removed class, still marked active, is not an unknown reference.
      "enrollments.csv": [
        "sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate",
        "d-nova-m,active,,d-escola-1-turma-1,d-escola-1,d-nova,student,false,,",
        "d-aluno-2-m,tobedeleted,,d-escola-1-turma-1,d-escola-1,d-aluno-2,student,false,,",
        "d-aluno-3-m,active,,d-escola-1-turma-2,d-escola-1,d-aluno-3,student,false,,",
      ].join("\n"),
    };
    const dry = await importFully(admin, delta);
    expect(dry.contagens).toMatchObject({
      escolas: { criar: 0, alterar: 0, desativar: 0 },
      turmas: { criar: 0, alterar: 0, desativar: 1 },
      pessoas: { criar: 1, alterar: 0, desativar: 1 },
      matriculas: { criar: 1, desativar: 1 },
    });
    expect(await active("d-aluno-1")).toBe(false);
    // Nobody else went: a delta speaks only for its rows.
    for (const id of ["d-aluno-2", "d-aluno-3", "d-aluno-4", "d-resp-2", "d-escola-1-turma-2-prof"]) {
      expect(await active(id), id).toBe(true);
    }
    expect(await members("d-escola-1-turma-1")).toEqual(["d-aluno-1", "d-escola-1-turma-1-prof", "d-nova"]);
  });

  it("files guardians under their student's school, links a teacher who is also a parent, and lets a deleted district's schools go", async () => {
    const admin = await t.signIn("admin");
    const files = oneRosterFiles({ schools: 1, classesPerSchool: 1, studentsPerClass: 2, ids: "g" });
    // The class's teacher is also the first student's mother: a secondary role, linked by her agents.
    files["roles.csv"] =
      `${files["roles.csv"] ?? ""}g-mae-r,active,,g-escola-1-turma-1-prof,secondary,parent,,,g-escola-1,\n`;
    files["users.csv"] = (files["users.csv"] ?? "").replace(
      /^(g-escola-1-turma-1-prof,(?:[^,]*,){12})[^,]*/m,
      "$1g-aluno-1",
    );
    await importFully(admin, files);
    const people = await t.server.db
      .selectFrom("users as u")
      .leftJoin("clients as c", "c.id", "u.client_id")
      .select(["u.sourced_id", "c.sourced_id as school"])
      .where("u.scope", "=", t.scope.key)
      .where("u.sourced_id", "in", ["g-resp-1", "g-resp-2", "g-escola-1-turma-1-prof"])
      .orderBy("u.sourced_id")
      .execute();
    expect(people).toEqual([
      { sourced_id: "g-escola-1-turma-1-prof", school: "g-escola-1" },
      { sourced_id: "g-resp-1", school: "g-escola-1" },
      { sourced_id: "g-resp-2", school: "g-escola-1" },
    ]);
    const wards = await t.server.db
      .selectFrom("guardians as x")
      .innerJoin("users as guardian", "guardian.id", "x.guardian_id")
      .innerJoin("users as student", "student.id", "x.student_id")
      .select(["guardian.sourced_id as guardian", "student.sourced_id as student"])
      .where("x.scope", "=", t.scope.key)
      .where("student.sourced_id", "=", "g-aluno-1")
      .orderBy("guardian.sourced_id")
      .execute();
    expect(wards).toEqual([
      { guardian: "g-escola-1-turma-1-prof", student: "g-aluno-1" },
      { guardian: "g-resp-1", student: "g-aluno-1" },
    ]);

    const schoolsOf = async () =>
      (
        await t.server.db
          .selectFrom("client_networks as l")
          .innerJoin("networks as n", "n.id", "l.network_id")
          .select("n.sourced_id")
          .where("l.scope", "=", t.scope.key)
          .where("n.sourced_id", "=", "g-rede")
          .execute()
      ).length;
    expect(await schoolsOf()).toBe(1);
    const deleted = {
      ...files,
      "orgs.csv": (files["orgs.csv"] ?? "").replace(/^g-rede,,/m, "g-rede,tobedeleted,"),
    };
    const dry = await importFully(admin, deleted);
    expect(dry.contagens.redes).toEqual({ criar: 0, alterar: 0, desativar: 1 });
    expect(dry.amostras.desativar).toContain("Rede g");
    expect(await schoolsOf()).toBe(0);
    // The school and its people stay: only the network let them go.
    expect(await active("g-aluno-1")).toBe(true);
  });

  it("refuses a delta reference to nothing, on its line, and lists every problem in a CSV", async () => {
    const admin = await t.signIn("admin");
    const response = await analyze(admin, {
      "manifest.csv": deltaManifest({
        orgs: "absent",
        classes: "absent",
        users: "absent",
        enrollments: "delta",
      }),
      "enrollments.csv": [
        "sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate",
        "x1,active,,nenhuma-turma,,d-aluno-2,student,false,,",
        "x2,active,,d-escola-1-turma-1,,d-aluno-2,wizard,false,,",
      ].join("\n"),
      "results.csv": "sourcedId\n",
    });
    const { importacao } = response.json;
    expect(importacao.erros).toEqual([
      { arquivo: "enrollments.csv", linha: 2, mensagem: "Referência desconhecida: nenhuma-turma." },
      { arquivo: "enrollments.csv", linha: 3, mensagem: "Papel desconhecido: wizard." },
    ]);
    expect(importacao.avisos).toEqual([
      {
        arquivo: "results.csv",
        linha: 0,
        mensagem: "Arquivo do OneRoster que a importação não lê: ignorado.",
      },
    ]);
    const csv = await t.request("GET", `${base}/problemas?importacao_id=${importacao.id}`, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Tipo;Arquivo;Linha;Mensagem",
      "Erro;enrollments.csv;2;Referência desconhecida: nenhuma-turma.",
      "Erro;enrollments.csv;3;Papel desconhecido: wizard.",
      "Aviso;results.csv;0;Arquivo do OneRoster que a importação não lê: ignorado.",
      "",
    ]);
  });
});
