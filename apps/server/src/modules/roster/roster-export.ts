import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import { isSchoolInReach, type RosterReach } from "./roster.policy.ts";
import type { RosterState } from "./roster.repository.ts";
import { sourcedIdOf } from "./roster-plan.ts";
import { TEMPLATE_COLUMNS } from "./roster-template.ts";

/**
 * The registrations within a reach as OneRoster 1.2 bulk CSV files in one ZIP, written so that importing them
 * back changes nothing: rows keep their sourced ids (a row typed by hand gets `trilha-<kind>-<id>`, which the
 * import recognises), active people and classes only, a name split at its first space into given and family
 * names (joined back with one space). Each school year is one academic session.
 */

const KIND_ROLE: Record<string, string> = {
  student: "student",
  teacher: "teacher",
  staff: "administrator",
  guardian: "guardian",
};

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const csv = (rows: readonly (readonly (string | number | null)[])[]) =>
  `${rows.map((row) => row.map(cell).join(",")).join("\n")}\n`;

export function exportRoster(state: RosterState, reach: RosterReach): Uint8Array {
  const networksOf = new Map<number, number[]>();
  for (const link of state.links) {
    networksOf.set(link.client_id, [...(networksOf.get(link.client_id) ?? []), link.network_id]);
  }
  const schools = state.schools.filter(
    (school) => school.active === 1 && isSchoolInReach(reach, networksOf.get(school.id) ?? []),
  );
  const schoolSid = new Map(schools.map((school) => [school.id, sourcedIdOf(school, "escola")]));
  const networkIds = new Set(schools.flatMap((school) => networksOf.get(school.id) ?? []));
  const networks = state.networks.filter((network) => networkIds.has(network.id));
  const networkSid = new Map(networks.map((network) => [network.id, sourcedIdOf(network, "rede")]));

  const orgs: (string | number | null)[][] = [
    ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
  ];
  for (const network of networks) {
    orgs.push([networkSid.get(network.id) ?? "", "", "", network.nome, "district", network.codigo, ""]);
  }
  for (const school of schools) {
    const parent = (networksOf.get(school.id) ?? []).map((id) => networkSid.get(id)).find(Boolean) ?? "";
    orgs.push([schoolSid.get(school.id) ?? "", "", "", school.nome, "school", school.codigo, parent]);
  }

  const classes = state.classes.filter(
    (group) => group.active === 1 && group.client_id !== null && schoolSid.has(group.client_id),
  );
  const classSid = new Map(classes.map((group) => [group.id, sourcedIdOf(group, "turma")]));
  const years = [
    ...new Set(classes.map((group) => group.school_year).filter((year) => year !== null)),
  ].sort();
  const sessions: (string | number | null)[][] = [
    [
      "sourcedId",
      "status",
      "dateLastModified",
      "title",
      "type",
      "startDate",
      "endDate",
      "parentSourcedId",
      "schoolYear",
    ],
    ...years.map((year) => [
      `ano-${year}`,
      "",
      "",
      String(year),
      "schoolYear",
      `${year}-01-01`,
      `${year}-12-31`,
      "",
      year,
    ]),
  ];
  const classRows: (string | number | null)[][] = [
    [
      "sourcedId",
      "status",
      "dateLastModified",
      "title",
      "grades",
      "courseSourcedId",
      "classCode",
      "classType",
      "location",
      "schoolSourcedId",
      "termSourcedIds",
      "subjects",
      "subjectCodes",
      "periods",
    ],
    ...classes.map((group) => [
      classSid.get(group.id) ?? "",
      "",
      "",
      group.nome,
      group.grade,
      "",
      "",
      group.tipo === "pro" ? "scheduled" : "homeroom",
      "",
      schoolSid.get(group.client_id ?? 0) ?? "",
      group.school_year === null ? "" : `ano-${group.school_year}`,
      "",
      "",
      "",
    ]),
  ];

  const members = state.members.filter((member) => classSid.has(member.group_id));
  const studentsOfGuardian = new Map<number, number[]>();
  for (const link of state.guardians) {
    studentsOfGuardian.set(link.guardian_id, [
      ...(studentsOfGuardian.get(link.guardian_id) ?? []),
      link.student_id,
    ]);
  }
  const userById = new Map(state.users.map((user) => [user.id, user]));
  const classById = new Map(state.classes.map((group) => [group.id, group]));
  const inReach = (user: RosterState["users"][number]) =>
    user.client_id === null
      ? user.kind === "guardian" &&
        (studentsOfGuardian.get(user.id) ?? []).some((id) => {
          const student = userById.get(id);
          return student?.client_id != null && schoolSid.has(student.client_id);
        })
      : schoolSid.has(user.client_id);
  const people = state.users.filter(
    (user) => user.kind !== null && user.deactivated_at === null && inReach(user),
  );
  const personSid = new Map(people.map((user) => [user.id, sourcedIdOf(user, "pessoa")]));
  const firstSchool = schools[0] ? (schoolSid.get(schools[0].id) ?? "") : "";
  const users: (string | number | null)[][] = [
    [
      "sourcedId",
      "status",
      "dateLastModified",
      "enabledUser",
      "username",
      "userIds",
      "givenName",
      "familyName",
      "middleName",
      "identifier",
      "email",
      "sms",
      "phone",
      "agentSourcedIds",
      "grades",
      "password",
    ],
  ];
  const roles: (string | number | null)[][] = [
    [
      "sourcedId",
      "status",
      "dateLastModified",
      "userSourcedId",
      "roleType",
      "role",
      "beginDate",
      "endDate",
      "orgSourcedId",
      "userProfileSourcedId",
    ],
  ];
  for (const user of people) {
    const sid = personSid.get(user.id) ?? "";
    const [given = "", ...family] = user.nome.trim().split(/\s+/);
    const agents = (studentsOfGuardian.get(user.id) ?? [])
      .map((id) => personSid.get(id))
      .filter(Boolean)
      .join(",");
    users.push([
      sid,
      "",
      "",
      "true",
      user.usuario,
      "",
      given,
      family.join(" "),
      "",
      "",
      user.email,
      "",
      "",
      agents,
      "",
      "",
    ]);
    const org = user.client_id === null ? firstSchool : (schoolSid.get(user.client_id) ?? firstSchool);
    roles.push([
      `${sid}-papel`,
      "",
      "",
      sid,
      "primary",
      KIND_ROLE[user.kind ?? ""] ?? "student",
      "",
      "",
      org,
      "",
    ]);
  }
  const enrollments: (string | number | null)[][] = [
    [
      "sourcedId",
      "status",
      "dateLastModified",
      "classSourcedId",
      "schoolSourcedId",
      "userSourcedId",
      "role",
      "primary",
      "beginDate",
      "endDate",
    ],
  ];
  for (const member of members) {
    const user = personSid.get(member.user_id);
    const group = classById.get(member.group_id);
    if (!user || !group) continue;
    enrollments.push([
      `${classSid.get(group.id)}-${user}`,
      "",
      "",
      classSid.get(group.id) ?? "",
      schoolSid.get(group.client_id ?? 0) ?? "",
      user,
      member.role,
      "",
      "",
      "",
    ]);
  }
  const manifest = [
    ["propertyName", "value"],
    ["manifest.version", "1.0"],
    ["oneroster.version", "1.2"],
    ...["academicSessions", "classes", "enrollments", "orgs", "roles", "users"].map((file) => [
      `file.${file}`,
      "bulk",
    ]),
  ];
  const encode = (rows: (string | number | null)[][]) => new TextEncoder().encode(csv(rows));
  return zipSync({
    "manifest.csv": encode(manifest),
    "orgs.csv": encode(orgs),
    "academicSessions.csv": encode(sessions),
    "classes.csv": encode(classRows),
    "users.csv": encode(users),
    "roles.csv": encode(roles),
    "enrollments.csv": encode(enrollments),
  });
}

/** The empty template: its header, as a CSV with `;` (what Brazilian spreadsheets open) or an XLSX. */
export async function rosterTemplateFile(format: "csv" | "xlsx"): Promise<Uint8Array> {
  if (format === "csv") return new TextEncoder().encode(`\ufeff${TEMPLATE_COLUMNS.join(";")}\n`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Alunos");
  sheet.addRow([...TEMPLATE_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
