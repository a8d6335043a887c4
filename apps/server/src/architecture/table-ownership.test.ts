import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A module reads what it needs (joins across modules are fine) but writes only its own tables: anyone else's
 * change goes through the owner's service. Writes are found in the source as the query builder's and the
 * db helpers' calls with a table named in them (`insertInto`, `updateTable`, `deleteFrom`, `insertScoped`,
 * `insertSourced`, `setLinkRow`, `useOnce`, `deleteExpired`); tests and isolation seeds write what they set up.
 */

const modules = path.resolve(import.meta.dirname, "..", "modules");

/**
 * Who owns each table a module writes. Registrations (Cadastros) owns the school's structure: schools, networks,
 * classes and who is in them, guardians; `classes`, `networks` and `students` read it for their pages.
 */
const OWNER: Readonly<Record<string, string>> = {
  announcements: "announcements",
  assignment_extensions: "assignments",
  assignments: "assignments",
  attempt_files: "deliveries",
  audit_events: "audit",
  class_groups: "registrations",
  client_networks: "registrations",
  clients: "registrations",
  deliveries: "deliveries",
  delivery_attempts: "deliveries",
  grading_periods: "grading-periods",
  group_members: "registrations",
  guardian_pairing_codes: "registrations",
  guardians: "registrations",
  issue_report_notes: "issue-reports",
  issue_reports: "issue-reports",
  jobs: "jobs",
  known_browsers: "known-browsers",
  learning_paths: "learning-paths",
  lesson_attachments: "lessons",
  lesson_tags: "lessons",
  lesson_versions: "lessons",
  lessons: "lessons",
  login_attempts: "login-attempts",
  network_favourites: "networks",
  network_managers: "registrations",
  networks: "registrations",
  notices: "notices",
  password_events: "password",
  password_reset_tokens: "password",
  path_members: "learning-paths",
  rate_limit_counters: "rate-limit",
  roster_imports: "roster",
  sessions: "sessions",
  social_confirmations: "social-login",
  social_identities: "social-login",
  social_nonces: "social-login",
  tenant_hosts: "tenants",
  tenants: "tenants",
  terms_acceptances: "terms",
  terms_versions: "terms",
  two_factor_challenges: "two-factor",
  two_factor_codes: "two-factor",
  two_factor_factors: "two-factor",
  two_factor_totp: "two-factor",
  two_factor_trusted_devices: "two-factor",
  upload_parts: "uploads",
  uploads: "uploads",
  users: "users",
  visits: "visiting",
};

/**
 * Writes outside the owner, each with why, for a write that cannot move yet; the list only shrinks: an entry that
 * no longer happens fails the test until it is taken out. None today: the roster import writes the school's
 * structure through registrations' batch calls and its people through users'.
 */
const KNOWN_FOREIGN_WRITES: Readonly<Record<string, string>> = {};

const WRITE =
  /\b(?:insertInto|updateTable|deleteFrom|insertScoped|insertSourced|setLinkRow|useOnce|deleteExpired)\(\s*(?:[\w.()]+,\s*){0,2}"([a-z_]+)"/g;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const own = entry.name.endsWith(".ts") && !/\.test\.ts$|\.isolation-seed\.ts$/.test(entry.name);
    return own ? [full] : [];
  });
}

/** Every `module → table` a module's source writes, with the files that do. */
function writes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(modules)) {
    const module = path.relative(modules, file).split(path.sep)[0] as string;
    for (const match of fs.readFileSync(file, "utf8").matchAll(WRITE)) {
      const table = match[1] as string;
      const key = `${module} → ${table}`;
      found.set(key, [...(found.get(key) ?? []), path.relative(modules, file)]);
    }
  }
  return found;
}

describe("who writes which table", () => {
  const found = writes();

  it("reads the writes it judges", () => {
    expect(found.size).toBeGreaterThan(40);
    expect(found.get("deliveries → delivery_attempts")).toContain(
      path.join("deliveries", "delivery.repository.ts"),
    );
  });

  it("knows the owner of every table a module writes", () => {
    const tables = [...found.keys()].map((key) => key.split(" → ")[1] as string);
    expect([...new Set(tables.filter((table) => OWNER[table] === undefined))]).toEqual([]);
  });

  it("writes a table only from its owner, but for the known writes that are yet to move", () => {
    const foreign = [...found.entries()]
      .filter(([key]) => {
        const [module, table] = key.split(" → ") as [string, string];
        return OWNER[table] !== module && KNOWN_FOREIGN_WRITES[key] === undefined;
      })
      .map(([key, files]) => `${key} (${files.join(", ")})`);
    expect(foreign, "write through the owner's service instead").toEqual([]);
  });

  it("lists only foreign writes that still happen, so the list can only shrink", () => {
    expect(Object.keys(KNOWN_FOREIGN_WRITES).filter((key) => !found.has(key))).toEqual([]);
  });
});
