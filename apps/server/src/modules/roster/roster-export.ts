import { spreadsheetBook } from "../../lib/spreadsheet-book.ts";
import { csvText } from "../../lib/spreadsheet-cells.ts";
import { emptyOneRosterRecords, oneRosterCsvFiles, zipCsvFiles } from "./oneroster-writer.ts";
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

/** A network or a school as an org of the export. */
const org = (row: { nome: string; codigo: string | null }, sourcedId: string | undefined, type: string) => ({
  sourcedId: sourcedId ?? "",
  name: row.nome,
  type,
  identifier: row.codigo,
});

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
  const records = emptyOneRosterRecords();

  for (const network of networks) records.orgs.push(org(network, networkSid.get(network.id), "district"));
  for (const school of schools) {
    records.orgs.push({
      ...org(school, schoolSid.get(school.id), "school"),
      parentSourcedId: (networksOf.get(school.id) ?? []).map((id) => networkSid.get(id)).find(Boolean) ?? "",
    });
  }

  const classes = state.classes.filter(
    (group) => group.active === 1 && group.client_id !== null && schoolSid.has(group.client_id),
  );
  const classSid = new Map(classes.map((group) => [group.id, sourcedIdOf(group, "turma")]));
  const years = [
    ...new Set(classes.map((group) => group.school_year).filter((year) => year !== null)),
  ].sort();
  for (const year of years) {
    records.academicSessions.push({
      sourcedId: `ano-${year}`,
      title: String(year),
      type: "schoolYear",
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      schoolYear: year,
    });
  }
  for (const group of classes) {
    records.classes.push({
      sourcedId: classSid.get(group.id) ?? "",
      title: group.nome,
      grades: group.grade,
      classType: group.tipo === "pro" ? "scheduled" : "homeroom",
      schoolSourcedId: schoolSid.get(group.client_id ?? 0) ?? "",
      termSourcedIds: group.school_year === null ? "" : `ano-${group.school_year}`,
    });
  }

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
  for (const user of people) {
    const sid = personSid.get(user.id) ?? "";
    const [given = "", ...family] = user.nome.trim().split(/\s+/);
    records.users.push({
      sourcedId: sid,
      enabledUser: "true",
      username: user.usuario,
      givenName: given,
      familyName: family.join(" "),
      email: user.email,
      agentSourcedIds: (studentsOfGuardian.get(user.id) ?? [])
        .map((id) => personSid.get(id))
        .filter(Boolean)
        .join(","),
    });
    records.roles.push({
      sourcedId: `${sid}-papel`,
      userSourcedId: sid,
      roleType: "primary",
      role: KIND_ROLE[user.kind ?? ""] ?? "student",
      orgSourcedId: user.client_id === null ? firstSchool : (schoolSid.get(user.client_id) ?? firstSchool),
    });
  }
  for (const member of members) {
    const user = personSid.get(member.user_id);
    const group = classById.get(member.group_id);
    if (!user || !group) continue;
    records.enrollments.push({
      sourcedId: `${classSid.get(group.id)}-${user}`,
      classSourcedId: classSid.get(group.id) ?? "",
      schoolSourcedId: schoolSid.get(group.client_id ?? 0) ?? "",
      userSourcedId: user,
      role: member.role,
    });
  }
  return zipCsvFiles(oneRosterCsvFiles(records));
}

/** The empty template: its header, as a CSV with `;` (what Brazilian spreadsheets open) or an XLSX. */
export async function rosterTemplateFile(format: "csv" | "xlsx"): Promise<Uint8Array> {
  if (format === "csv") {
    return new TextEncoder().encode(
      csvText([TEMPLATE_COLUMNS], { separator: ";", newline: "\n", bom: true }),
    );
  }
  const { Workbook } = await spreadsheetBook();
  const book = new Workbook();
  const sheet = book.addWorksheet("Alunos");
  sheet.addRow([...TEMPLATE_COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
}
