import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readRosterFiles } from "./roster-files.ts";

/**
 * What other systems' exports hold that the standard does not ask for, as they wrote it (Moodle's and Sakai's
 * OneRoster fixtures, ClassLink and Ed-Fi samples, 1.0-era files): each is read, with a warning where it was read
 * otherwise than the standard says, and an error only where the file really is wrong.
 */

const csv = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;
const filesOf = (files: Record<string, string>) =>
  Object.entries(files).map(([name, text]) => ({ name, bytes: strToU8(text) }));
const codes = (list: readonly { file: string; line: number; code: string }[]) =>
  list.map((item) => `${item.file}:${item.line} ${item.code}`);

const MANIFEST = csv(
  "propertyName,value",
  "manifest.version,1.0",
  "oneroster.version,1.2",
  "file.academicSessions,bulk",
  "file.categories,",
  "file.classes,bulk",
  "file.courses,absent",
  "file.enrollments,bulk",
  "file.orgs,bulk",
  "file.roles,bulk",
  "file.users,bulk",
);
const SESSIONS = csv(
  "sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear",
  "2023,active,,Ano 2023,schoolYear,1/02/2023,15/12/2023,,",
  "velho,tobedeleted,,Ano 2022,schoolYear,1/02/2022,15/12/2022,,2022",
);
const CLASSES = csv(
  "sourcedId,status,dateLastModified,title,grade,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods,,",
  "c1,active,,7º A,07,,,homeroom,,dep-mat,2023,,,,,",
  "c2,toBeDeleted,,7º B,07,,,homeroom,,dep-mat,2023,,,,,",
);
const USERS = csv(
  "sourcedId,status,dataLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifer,email,sms,phone,agentSourcedIds,grades,password,prefferedGivenName",
  "p1,active,1/05/2023,TRUE,Mary Archer,,Mary,Archer,,P-1,mary@escola.test,,,,,,",
  "a1,active,15/06/2023,true,a1,,Ana,Lima,,A-1,,,,,07,,",
  "a2,active,,true,a2,,Bia,Reis,,A-2,nao-e-email,,,,07,,",
);
const ROLES = csv(
  "sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId",
  "r1,active,,p1,primary,teacher,,,dep-mat,",
  "r2,active,,a1,primary,student,,,dep-mat,",
  "r3,active,,a2,primary,wizard,,,dep-mat,",
);
const ENROLLMENTS = csv(
  "sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate",
  "e1,active,,c1,dep-mat,p1,teacher,true,,",
  "e2,active,,c1,dep-mat,a1,student,false,,",
  "e3,active,,c2,dep-mat,a1,student,false,,",
);

/** The files above with these orgs, and other users and roles when given. */
function readWithOrgs(orgs: string[], { users = USERS, roles = ROLES } = {}) {
  return readRosterFiles(
    filesOf({
      "manifest.csv": MANIFEST,
      "orgs.csv": csv("sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId", ...orgs),
      "academicSessions.csv": SESSIONS,
      "classes.csv": CLASSES,
      "users.csv": users,
      "roles.csv": roles,
      "enrollments.csv": ENROLLMENTS,
    }),
  );
}

describe("OneRoster files as other systems write them", () => {
  it("takes a department with no school above it as a school, and reads its classes and people there", async () => {
    const roster = await readWithOrgs(["dep-mat,active,,Matemática,department,,org-ausente"]);
    expect(roster.schools.map((school) => [school.sourcedId, school.nome])).toEqual([
      ["dep-mat", "Matemática"],
    ]);
    // The department's class, filed under the year its session's end date gives.
    expect(
      roster.classes.map((group) => [group.sourcedId, group.schoolSourcedId, group.schoolYear, group.grade]),
    ).toEqual([["c1", "dep-mat", 2023, "07"]]);
    // A class to be deleted takes its enrolments along: they are not unknown references.
    expect(roster.deleted.classes.map((group) => group.sourcedId)).toEqual(["c2"]);
    expect(roster.enrollments.map((enrollment) => enrollment.userSourcedId)).toEqual(["p1", "a1"]);
    // Every error of a row, on the line of the file that holds the bad value.
    expect(codes(roster.issues)).toEqual(["roles.csv:4 unknownRole", "users.csv:4 badEmail"]);
    expect(roster.people.find((person) => person.sourcedId === "p1")?.usuario).toBe("Mary.Archer");
    expect(codes(roster.warnings)).toEqual([
      "academicSessions.csv:2 dateRead",
      "academicSessions.csv:2 dateRead",
      "classes.csv:1 headerRead",
      "manifest.csv:5 modeMissing",
      "orgs.csv:2 orgAsSchool",
      "users.csv:1 headerRead",
      "users.csv:1 headerRead",
      "users.csv:2 loginRead",
    ]);
    expect(
      roster.warnings.filter((warning) => warning.code === "headerRead").map((warning) => warning.values),
    ).toEqual([
      { lida: "grade", coluna: "grades" },
      { lida: "dataLastModified", coluna: "dateLastModified" },
      { lida: "identifer", coluna: "identifier" },
    ]);
    expect(roster.warnings[0]?.values).toEqual({ valor: "1/02/2023", data: "2023-02-01" });
  });

  it("files a department's classes and people under the school above it", async () => {
    const roster = await readWithOrgs(
      [
        "rede,active,,Rede Sul,district,R1,",
        "esc,active,,Escola Sul,school,E1,rede",
        "dep-mat,active,,Matemática,department,,esc",
      ],
      { users: USERS.replace("nao-e-email", ""), roles: ROLES.replace("wizard", "student") },
    );
    expect(roster.issues).toEqual([]);
    expect(roster.schools.map((school) => [school.sourcedId, school.networkSourcedId])).toEqual([
      ["esc", "rede"],
    ]);
    expect(roster.classes.map((group) => group.schoolSourcedId)).toEqual(["esc"]);
    expect(roster.people.map((person) => person.schoolSourcedId)).toEqual(["esc", "esc", "esc"]);
  });

  it("reads month-first dates when the file shows them, and says which", async () => {
    const roster = await readRosterFiles(
      filesOf({
        "orgs.csv": csv("sourcedId,name,type", "esc,Escola,school"),
        "academicSessions.csv": csv(
          "sourcedId,title,type,startDate,endDate,schoolYear",
          "t1,Fall,term,8/24/2021,6/11/2022,",
          "t2,Spring,term,1/7/2022,6/11/2022,2021-2022",
        ),
        "classes.csv": csv(
          "sourcedId,title,schoolSourcedId,termSourcedIds",
          "c1,Math,esc,t1",
          "c2,Art,esc,t2",
        ),
        "users.csv": csv(
          "sourcedId,username,givenName,familyName,role,orgSourcedIds",
          "u1,u1,Ana,Lima,student,esc",
        ),
      }),
    );
    expect(roster.issues).toEqual([]);
    expect(roster.classes.map((group) => group.schoolYear)).toEqual([2022, 2022]);
    const read = roster.warnings
      .filter((warning) => warning.code === "dateRead")
      .map((warning) => warning.values?.data);
    expect(read).toEqual(["2021-08-24", "2022-06-11", "2022-01-07", "2022-06-11"]);
    expect(roster.warnings.find((warning) => warning.code === "yearRead")?.values).toEqual({
      valor: "2021-2022",
      ano: "2022",
    });
  });

  it("says what is wrong with a short row, a class in a district and an unknown status, each on its line", async () => {
    const roster = await readRosterFiles(
      filesOf({
        "orgs.csv": csv(
          "sourcedId,name,type,parentSourcedId",
          "rede,Rede,district,",
          "esc,Escola,school,rede",
        ),
        "classes.csv": csv(
          "sourcedId,status,title,schoolSourcedId",
          "c1,,Matemática,rede",
          "c2,,Artes",
          "c3,archived,Música,esc",
        ),
        "users.csv": csv(
          "sourcedId,username,givenName,familyName,role,orgSourcedIds",
          "u1,u1,Ana,Lima,student,esc",
        ),
      }),
    );
    expect(codes(roster.issues)).toEqual([
      "classes.csv:2 classInNetwork",
      "classes.csv:3 columnCount",
      "classes.csv:4 badStatus",
    ]);
    expect(roster.issues[1]?.values).toEqual({ colunas: "3", cabecalho: "4" });
  });

  it("lists what it leaves out of an archive: folders' second copies, files it does not read, others", async () => {
    const zip = zipSync({
      "export/orgs.csv": strToU8(csv("sourcedId,name,type", "esc,Escola,school")),
      "export/users.csv": strToU8(
        csv("sourcedId,username,givenName,familyName,role,orgSourcedIds", "u1,u1,Ana,Lima,student,esc"),
      ),
      "old/users.csv": strToU8("sourcedId\n"),
      "export/results.csv": strToU8("sourcedId\n"),
      "export/notas.csv": strToU8("a\n"),
      "export/leia-me.txt": strToU8("oi"),
      "__MACOSX/export/._users.csv": strToU8("x"),
    });
    const roster = await readRosterFiles([{ name: "export.zip", bytes: zip }]);
    expect(roster.issues).toEqual([]);
    expect(roster.people.map((person) => person.sourcedId)).toEqual(["u1"]);
    expect(codes(roster.warnings)).toEqual([
      "export/leia-me.txt:0 skippedUnknownFile",
      "notas.csv:0 skippedUnknownFile",
      "old/users.csv:0 skippedDuplicate",
      "results.csv:0 skippedFile",
    ]);
  });
});
