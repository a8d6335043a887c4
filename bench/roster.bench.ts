// A OneRoster import of 50 000 students (each with a guardian and a class) into an empty scope, on SQLite and
// on PostgreSQL: reading and checking the files, the dry run against the scope, the import in one transaction,
// and the same files again (nothing to change). The issue's budget: the import under a minute.

import { ensurePrincipalTenant } from "../apps/server/src/db/bootstrap.ts";
import { createDatabase, migrateToLatest } from "../apps/server/src/db/database.ts";
import { inTransaction, scopedDb } from "../apps/server/src/db/scoped-db.ts";
import { scopeOfTenant } from "../apps/server/src/db/tenant-scope.ts";
import { loadRosterState } from "../apps/server/src/modules/roster/roster.repository.ts";
import { applyRosterPlan } from "../apps/server/src/modules/roster/roster-apply.ts";
import { readRosterFiles } from "../apps/server/src/modules/roster/roster-files.ts";
import { planRoster } from "../apps/server/src/modules/roster/roster-plan.ts";
import { oneRosterFiles, zipOf } from "../apps/server/src/test/roster-files.ts";
import { benchDialects, createTarget } from "./lib/bench-database.ts";

export interface RosterBenchSettings {
  students: number;
  postgresAdminUrl: string | null;
}

/** The issue's budget for the whole import of 50 000 rows. */
const BUDGET_MS = 60_000;

export async function runRosterBench(settings: RosterBenchSettings) {
  const dialects = await benchDialects(settings.postgresAdminUrl);
  // 10 schools of 25 classes; 20 students a class makes the 50 000 at full size.
  const classesPerSchool = 25;
  const schools = 10;
  const studentsPerClass = Math.max(1, Math.round(settings.students / (schools * classesPerSchool)));
  const zip = zipOf(oneRosterFiles({ schools, classesPerSchool, studentsPerClass, ids: "bench" }));
  const rows = [];
  for (const dialect of dialects) {
    const target = await createTarget(dialect, settings.postgresAdminUrl);
    const db = createDatabase(target.settings);
    try {
      await migrateToLatest(db);
      await ensurePrincipalTenant(db, "localhost");
      const tenant = await db
        .selectFrom("tenants")
        .select(["id", "database_share"])
        .executeTakeFirstOrThrow();
      const data = scopedDb(db, scopeOfTenant(tenant));
      const reach = { kind: "scope" } as const;
      const started = performance.now();
      const roster = await readRosterFiles([{ name: "bench.zip", bytes: zip }]);
      const readMs = performance.now() - started;
      if (roster.issues.length > 0)
        throw new Error(`bench roster has errors: ${JSON.stringify(roster.issues[0])}`);
      const state = await loadRosterState(data);
      const { plan } = planRoster(roster, state, reach);
      const dryRunMs = performance.now() - started;
      await inTransaction(data, (trx) =>
        applyRosterPlan(trx, { plan, state, now: new Date().toISOString() }, () => {}),
      );
      const importMs = performance.now() - started;
      const againStarted = performance.now();
      const again = planRoster(
        await readRosterFiles([{ name: "bench.zip", bytes: zip }]),
        await loadRosterState(data),
        reach,
      );
      const unchanged =
        again.plan.people.create.length + again.plan.people.update.length + again.plan.members.add.length ===
        0;
      rows.push({
        dialect,
        students: roster.people.filter((person) => person.kind === "student").length,
        csvRows:
          roster.people.length * 2 +
          roster.enrollments.length +
          roster.classes.length +
          roster.schools.length,
        zipKiB: Math.round(zip.length / 1024),
        readMs: Math.round(readMs),
        dryRunMs: Math.round(dryRunMs),
        importMs: Math.round(importMs),
        budgetMs: BUDGET_MS,
        ratioToBudget: Number((importMs / BUDGET_MS).toFixed(2)),
        withinBudget: importMs < BUDGET_MS,
        againDryRunMs: Math.round(performance.now() - againStarted),
        againUnchanged: unchanged,
      });
    } finally {
      await db.destroy();
      await target.drop();
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const students = Number(process.env.ROSTER_STUDENTS ?? 50_000);
  const url = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  console.table(await runRosterBench({ students, postgresAdminUrl: url === "off" ? null : url }));
}
