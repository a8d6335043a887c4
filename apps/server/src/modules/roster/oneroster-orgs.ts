import type { Roster, RosterWarning } from "./roster-model.ts";
import type { TableRow } from "./roster-table.ts";

/**
 * OneRoster's orgs as the platform's networks and schools. A `district` (and the levels above it: `local`,
 * `state`, `national`) is a network; a `school` is a school; any other org (a `department`, or a type the
 * standard does not name) belongs to the school above it, so its classes and people are that school's; with no
 * school above it in the file, it is read as a school of its own, and a warning says so. A network marked
 * `tobedeleted` lets its schools go.
 */

const NETWORK_TYPES = new Set(["district", "local", "state", "national"]);

export interface OrgMap {
  /** The school a reference to an org stands for (a department's school), or the org itself. */
  schoolOf(orgSourcedId: string): string;
  isNetwork(orgSourcedId: string): boolean;
}

interface OrgRow {
  sourcedId: string;
  type: string;
  parent: string;
  row: TableRow;
}

export function readOrgs(
  file: string,
  rows: readonly { row: TableRow; deleted: boolean }[],
  roster: Pick<Roster, "networks" | "schools" | "deleted">,
  warnings: RosterWarning[],
): OrgMap {
  const orgs = new Map<string, OrgRow>();
  for (const { row } of rows) {
    const sourcedId = row.get("sourcedId");
    if (!orgs.has(sourcedId)) {
      orgs.set(sourcedId, {
        sourcedId,
        type: row.get("type").toLowerCase(),
        parent: row.get("parentSourcedId"),
        row,
      });
    }
  }
  const isNetwork = (id: string) => NETWORK_TYPES.has(orgs.get(id)?.type ?? "");
  const deletedOrgs = new Set(
    rows.filter((entry) => entry.deleted).map((entry) => entry.row.get("sourcedId")),
  );
  // The school a department sits in, up its parents (a loop or a missing parent ends the climb).
  const schoolAbove = (org: OrgRow): string | null => {
    const seen = new Set<string>([org.sourcedId]);
    let parent = orgs.get(org.parent);
    while (parent && !seen.has(parent.sourcedId)) {
      if (parent.type === "school") return parent.sourcedId;
      if (NETWORK_TYPES.has(parent.type)) return null;
      seen.add(parent.sourcedId);
      parent = orgs.get(parent.parent);
    }
    return null;
  };
  const alias = new Map<string, string>();
  for (const { row, deleted } of rows) {
    const org = orgs.get(row.get("sourcedId"));
    if (!org || org.row !== row) continue;
    const where = { file, line: row.line };
    const nome = row.get("name");
    const codigo = row.get("identifier") || null;
    if (NETWORK_TYPES.has(org.type)) {
      if (deleted) roster.deleted.networks.push({ sourcedId: org.sourcedId, where });
      else roster.networks.push({ sourcedId: org.sourcedId, nome, codigo: codigo ?? org.sourcedId, where });
      continue;
    }
    if (org.type !== "school") {
      const school = schoolAbove(org);
      if (school !== null) {
        alias.set(org.sourcedId, school);
        continue;
      }
      warnings.push({ ...where, code: "orgAsSchool", values: { id: org.sourcedId, tipo: org.type || "?" } });
    }
    if (deleted) {
      roster.deleted.schools.push({ sourcedId: org.sourcedId, where });
      continue;
    }
    roster.schools.push({
      sourcedId: org.sourcedId,
      nome,
      codigo,
      // A network the file deletes takes no school in.
      networkSourcedId: isNetwork(org.parent) && !deletedOrgs.has(org.parent) ? org.parent : null,
      where,
    });
  }
  return { schoolOf: (id) => alias.get(id) ?? id, isNetwork };
}
