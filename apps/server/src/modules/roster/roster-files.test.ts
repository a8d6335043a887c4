import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { oneRosterFiles, zipOf } from "../../test/roster-files.ts";
import { manyEntries, namedEntries, overlappingBomb, understatedBomb } from "../../test/zip-bombs.ts";
import { readRosterFiles } from "./roster-files.ts";
import { TEMPLATE_COLUMNS } from "./roster-template.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const filesOf = (files: Record<string, string>) =>
  Object.entries(files).map(([name, text]) => ({ name, bytes: bytes(text) }));

describe("readRosterFiles", () => {
  it("reads a OneRoster 1.2 ZIP: the district, schools, classes with their year, people with their kinds", async () => {
    const roster = await readRosterFiles([
      {
        name: "export.zip",
        bytes: zipOf(oneRosterFiles({ schools: 2, classesPerSchool: 2, studentsPerClass: 3 })),
      },
    ]);
    expect(roster.issues).toEqual([]);
    expect(roster.format).toBe("oneroster-1.2");
    expect(roster.networks.map((network) => network.sourcedId)).toEqual(["t-rede"]);
    expect(roster.schools).toHaveLength(2);
    expect(roster.schools[0]).toMatchObject({ networkSourcedId: "t-rede", codigo: "E1" });
    expect(roster.classes[0]).toMatchObject({ tipo: "adm", schoolYear: 2026, grade: "07" });
    const kinds = roster.people.map((person) => person.kind);
    expect(kinds.filter((kind) => kind === "student")).toHaveLength(12);
    expect(kinds.filter((kind) => kind === "teacher")).toHaveLength(4);
    const guardian = roster.people.find((person) => person.sourcedId === "t-resp-1");
    // A guardian is filed under their student's school.
    expect(guardian).toMatchObject({
      kind: "guardian",
      guardianOf: ["t-aluno-1"],
      schoolSourcedId: "t-escola-1",
    });
    expect(roster.enrollments).toHaveLength(16);
  });

  it("reads the 1.1 shape: role and orgSourcedIds in users.csv, no roles.csv", async () => {
    const files = oneRosterFiles({ studentsPerClass: 1, classesPerSchool: 1 });
    const users = [
      "sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password",
      "p1,active,,true,t-escola-1,teacher,prof1,,Ana,Lima,,,ana@escola.test,,,,,",
      "a1,active,,true,t-escola-1,student,0001234,,Bia,Souza,,,,,,,,",
      "a2,tobedeleted,,true,t-escola-1,student,0009,,Caio,Reis,,,,,,,,",
    ].join("\n");
    const enrollments =
      "sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role\ne1,t-escola-1-turma-1,t-escola-1,a1,student\n";
    const { "roles.csv": _roles, "manifest.csv": _manifest, ...rest } = files;
    const roster = await readRosterFiles(
      filesOf({ ...rest, "users.csv": users, "enrollments.csv": enrollments }),
    );
    expect(roster.issues).toEqual([]);
    expect(roster.format).toBe("oneroster-1.1");
    expect(
      roster.people.map((person) => [person.sourcedId, person.kind, person.usuario, person.schoolSourcedId]),
    ).toEqual([
      ["p1", "teacher", "prof1", "t-escola-1"],
      ["a1", "student", "0001234", "t-escola-1"],
    ]);
  });

  it("names the file and line of each broken row", async () => {
    const files = oneRosterFiles({ studentsPerClass: 2, classesPerSchool: 2 });
    const users = files["users.csv"]
      ?.replace("t1,,Aluno", "t\u00071,,Aluno")
      .replace(",Número 2,,,,", ",Número 2,,,nao-e-email,");
    const enrollments = `${files["enrollments.csv"]}x,,,t-escola-1-turma-9,t-escola-1,t-aluno-3,student,,,\nx2,,,t-escola-1-turma-1,t-escola-1,t-aluno-3,student,,,\n`;
    const classes = `${files["classes.csv"]}t-escola-1-turma-1,,,Repetida,,,,homeroom,,t-escola-1,t-ano-2026,,,\n`;
    const roster = await readRosterFiles(
      filesOf({ ...files, "users.csv": users ?? "", "enrollments.csv": enrollments, "classes.csv": classes }),
    );
    expect(roster.issues.map((issue) => [issue.file, issue.line, issue.code])).toEqual([
      ["classes.csv", 4, "duplicateId"],
      ["enrollments.csv", 8, "unknownReference"],
      ["enrollments.csv", 9, "twoClassesInYear"],
      ["users.csv", 3, "badLogin"],
      ["users.csv", 5, "badEmail"],
    ]);
  });

  it("reads the template as CSV with ; in Latin-1, and as XLSX, with the same ids", async () => {
    const header = TEMPLATE_COLUMNS.join(";");
    const text = `${header}\nE1;Escola Um;7A;2026;7º ano;Manhã;00123;João;;Maria;maria@familia.test\nE1;Escola Um;7A;2026;7º ano;Manhã;456;Zé;;Maria;maria@familia.test\n`;
    const latin1 = Uint8Array.from([...text].map((char) => char.charCodeAt(0)));
    const fromCsv = await readRosterFiles([{ name: "alunos.csv", bytes: latin1 }]);
    expect(fromCsv.issues).toEqual([]);
    expect(fromCsv.classes).toEqual([
      expect.objectContaining({
        sourcedId: "turma-E1-2026-7A",
        shift: "morning",
        grade: "7º ano",
        schoolYear: 2026,
      }),
    ]);
    expect(fromCsv.people.map((person) => [person.sourcedId, person.usuario, person.nome])).toEqual([
      ["aluno-123", "123", "João"],
      ["responsavel-maria@familia.test", "maria@familia.test", "Maria"],
      ["aluno-456", "456", "Zé"],
    ]);
    expect(fromCsv.people[1]?.guardianOf).toEqual(["aluno-123", "aluno-456"]);

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Alunos");
    for (const line of text.trim().split("\n")) sheet.addRow(line.split(";"));
    const xlsx = new Uint8Array(await book.xlsx.writeBuffer());
    const fromXlsx = await readRosterFiles([{ name: "alunos.xlsx", bytes: xlsx }]);
    expect(fromXlsx.issues).toEqual([]);
    expect(fromXlsx.people).toEqual(
      fromCsv.people.map((person) => ({ ...person, where: { ...person.where, file: "alunos.xlsx" } })),
    );
  });

  it("refuses what it cannot read with an error, never an exception", async () => {
    expect(
      (await readRosterFiles([{ name: "x.zip", bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]) }]))
        .issues,
    ).toEqual([{ file: "x.zip", line: 0, code: "unreadableFile" }]);
    expect((await readRosterFiles(filesOf({ "notas.csv": "a,b\n1,2\n" }))).issues).toEqual([
      { file: "notas.csv", line: 0, code: "unknownFormat" },
    ]);
    // With no manifest, a file not sent is absent (its rows stay as they are); one the manifest lists is missing.
    const roster = await readRosterFiles(filesOf({ "users.csv": "sourcedId,username\n" }));
    expect(roster.issues.map((issue) => [issue.file, issue.code])).toEqual([["users.csv", "missingColumn"]]);
    const listed = await readRosterFiles(
      filesOf({
        "manifest.csv": "propertyName,value\noneroster.version,1.2\nfile.orgs,bulk\nfile.users,bulk\n",
        "users.csv": "sourcedId,username,givenName,familyName\n",
      }),
    );
    expect(listed.issues.map((issue) => [issue.file, issue.code])).toEqual([
      ["orgs.csv", "missingFile"],
      ["roles.csv", "missingFile"],
    ]);
  });

  it("refuses a hostile archive by its directory, before inflating it", async () => {
    const refused = async (name: string, bytes: Uint8Array) =>
      (await readRosterFiles([{ name, bytes }])).issues;
    // Built before the clock starts (a bomb takes seconds to make): only reading them is timed.
    const bigBomb = overlappingBomb(10, 300);
    const smallBomb = overlappingBomb(3, 30);
    const tenThousand = manyEntries(10_000);
    const escaping = namedEntries({ "../users.csv": "sourcedId\n" });
    const understated = understatedBomb(50, 1000);
    const started = performance.now();
    expect(await refused("bomba.zip", bigBomb)).toEqual([
      { file: "bomba.zip", line: 0, code: "archiveTooLarge", values: { max: "100" } },
    ]);
    expect(await refused("bomba.zip", smallBomb)).toEqual([
      { file: "bomba.zip", line: 0, code: "archiveUnsafe" },
    ]);
    expect(await refused("muitos.zip", tenThousand)).toEqual([
      { file: "muitos.zip", line: 0, code: "archiveTooManyEntries", values: { max: "200" } },
    ]);
    expect(await refused("fuga.zip", escaping)).toEqual([
      { file: "fuga.zip", line: 0, code: "archiveUnsafe" },
    ]);
    // A spreadsheet is an archive too: the same checks run before the spreadsheet reader sees it.
    expect(await refused("modelo.xlsx", smallBomb)).toEqual([
      { file: "modelo.xlsx", line: 0, code: "archiveUnsafe" },
    ]);
    expect(await refused("modelo.xlsx", understated)).toEqual([
      { file: "modelo.xlsx", line: 0, code: "unreadableFile" },
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
