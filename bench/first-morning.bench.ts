// The first morning of term: thousands of students of many classes sign in within a window (most at the first
// bell), open Pedagógico, open one lesson, save a draft twice and deliver, while their teachers open the
// gradebooks; on SQLite and on PostgreSQL, through the production server. Afterwards the database must hold
// exactly one delivered attempt per student's lesson: none lost, none doubled.
import { fork } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import type { Db } from "../apps/server/src/db/database.ts";
import { benchDialects } from "./lib/bench-database.ts";
import type { MorningResult } from "./lib/first-morning-child.ts";
import { MORNING_PASSWORD, seedFirstMorning } from "./lib/first-morning-data.ts";
import { type Arrivals, type CallFigures, type MorningPlan, planMorning } from "./lib/first-morning-plan.ts";
import { BENCH_HOST, startSeededServer } from "./lib/seeded-server.ts";

/** The budgets: the sign-in pays for the password's hash, every other call answers within a second. */
export const SIGN_IN_P95_BUDGET_MS = 3000;
export const CALL_P95_BUDGET_MS = 1000;
/** The server's resident memory at the morning's peak. */
export const PEAK_RSS_BUDGET_MIB = 300;
/** The classes are of 100; a smaller morning keeps at least 4 classes (and their teachers). */
const studentsPerClassOf = (students: number) => Math.min(100, Math.ceil(students / 4));

export interface FirstMorningSettings {
  /** 5 000 is the figure, in 50 classes of 100 (the last class takes what is left). */
  students: number;
  windowSeconds: number;
  port: number;
  postgresAdminUrl: string | null;
  /** Instances of the server behind one load balancer (PostgreSQL only; 1 unless set), on consecutive ports. */
  instances?: number;
}

export interface DeliveryCount {
  expected: number;
  /** Students' lessons with exactly one delivered attempt. */
  exact: number;
  missing: number;
  doubled: number;
  /** Delivered rows of a lesson the student did not deliver. */
  unexpected: number;
}

/**
 * The morning on each database; with `largerSchool` (students), that larger morning on PostgreSQL too, once with
 * one instance and once with two behind a load balancer: what another instance buys a school past one's reach.
 */
export async function runFirstMorningBench(settings: FirstMorningSettings & { largerSchool?: number }) {
  const dialects = await benchDialects(settings.postgresAdminUrl);
  const mornings: { run: string; dialect: "sqlite" | "postgres"; settings: FirstMorningSettings }[] =
    dialects.map((dialect) => ({ run: dialect, dialect, settings }));
  if (settings.largerSchool && dialects.includes("postgres"))
    for (const instances of [1, 2])
      mornings.push({
        run: `postgres, ${settings.largerSchool} students, ${instances} instance${instances > 1 ? "s" : ""}`,
        dialect: "postgres",
        settings: { ...settings, students: settings.largerSchool, instances },
      });
  const runs = [];
  for (const morning of mornings) {
    // The timeline is the soak's; a morning's table has the figures per call.
    const {
      timeline: _timeline,
      rssSamples: _samples,
      ...run
    } = await runMorning(morning.dialect, morning.settings);
    runs.push({ run: morning.run, dialect: morning.dialect, ...run });
  }
  return {
    settings: { students: settings.students, windowSeconds: settings.windowSeconds },
    runs,
    rows: runs.flatMap((run) => tableOf(run.run, run.figures)),
    summary: runs.map((run) => ({
      run: run.run,
      instances: run.instances,
      students: run.students,
      teachers: run.teachers,
      windowS: settings.windowSeconds,
      lastCallS: run.lastCallSeconds,
      errors: Object.values(run.figures).reduce((sum, row) => sum + row.errors, 0),
      deliveriesExpected: run.deliveries.expected,
      exact: run.deliveries.exact,
      missing: run.deliveries.missing,
      doubled: run.deliveries.doubled,
      unexpected: run.deliveries.unexpected,
      deliveryRetries: run.deliveryRetries,
      peakRssMiB: run.peakRssMiB,
      peakAnonymousMiB: run.peakAnonymousMiB,
      peakFileMiB: run.peakFileMiB,
      peakBudgetMiB: PEAK_RSS_BUDGET_MIB,
      withinBudgets: run.withinBudgets,
    })),
  };
}

/** The server's resident memory, sampled once a second while the load runs (ms from its start). */
export interface RssSample {
  atMs: number;
  rssMiB: number;
}

/** One morning on one database; `steady` spreads the arrivals evenly instead (the soak). */
export async function runMorning(
  dialect: "sqlite" | "postgres",
  settings: FirstMorningSettings,
  arrivals: Arrivals = "bell",
) {
  const perClass = studentsPerClassOf(settings.students);
  const classes = Math.ceil(settings.students / perClass);
  const server = await startSeededServer(
    dialect,
    settings.port,
    settings.postgresAdminUrl,
    (db, scope) => seedFirstMorning(db, scope, classes, perClass),
    settings.instances ?? 1,
  );
  try {
    // Whole classes are seeded; the morning takes the students asked for, class by class.
    const groups = server.seeded.map((group, index) => ({
      ...group,
      students: group.students.slice(0, Math.max(0, settings.students - index * perClass)),
    }));
    const plan = planMorning(
      groups,
      settings.windowSeconds,
      { urls: server.processes.map((running) => running.url), host: BENCH_HOST, password: MORNING_PASSWORD },
      arrivals,
    );
    // The peak in parts: anonymous (the heap, hashes' memory, SQLite's page cache) and file-backed (the binary,
    // libraries, the database's memory map: what the kernel takes back under pressure). Of several instances,
    // the largest: each is a server of its own, and the budget is a server's.
    const largest = () =>
      server.processes
        .map((running) => running.resident())
        .reduce((most, resident) => (resident.rssMiB > most.rssMiB ? resident : most));
    let peak = largest();
    const rssSamples: RssSample[] = [];
    const started = performance.now();
    const sampler = setInterval(() => {
      const resident = largest();
      const rssMiB = resident.rssMiB;
      if (rssMiB > peak.rssMiB) peak = resident;
      const atMs = performance.now() - started;
      if (atMs >= (rssSamples.at(-1)?.atMs ?? -1000) + 1000) rssSamples.push({ atMs, rssMiB });
    }, 250);
    let result: MorningResult;
    try {
      result = await playMorning(plan);
    } finally {
      clearInterval(sampler);
    }
    const lastCallSeconds = Math.round((performance.now() - started) / 100) / 10;
    const students = groups.flatMap((group) => group.students);
    const expected = plan.students.map((visit, index) => ({
      assignmentId: visit.assignmentId,
      studentId: students[index]?.id as number,
    }));
    const deliveries = await server.withDatabase((db) => countDeliveries(db, expected));
    const withinBudgets =
      Object.entries(result.figures).every(([kind, row]) => row.errors === 0 && row.p95Ms < budgetOf(kind)) &&
      deliveries.exact === deliveries.expected &&
      deliveries.unexpected === 0 &&
      peak.rssMiB <= PEAK_RSS_BUDGET_MIB;
    if (result.errorSamples.length) console.log(`First morning on ${dialect}, errors:`, result.errorSamples);
    return {
      instances: server.processes.length,
      students: plan.students.length,
      teachers: plan.teachers.length,
      lastCallSeconds,
      figures: result.figures,
      deliveryRetries: result.deliveryRetries,
      deliveries,
      peakRssMiB: Math.round(peak.rssMiB),
      peakAnonymousMiB: Math.round(peak.anonymousMiB),
      peakFileMiB: Math.round(peak.fileMiB),
      withinBudgets,
      timeline: result.timeline,
      rssSamples,
    };
  } finally {
    await server.stop();
  }
}

/** The load in a child process, so its event loop does not compete with this one's memory sampling. */
function playMorning(plan: MorningPlan): Promise<MorningResult> {
  const child = fork(path.join(import.meta.dirname, "lib/first-morning-child.ts"), { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (result) => resolve(result as MorningResult));
    child.once("exit", (code) => reject(new Error(`the morning's load exited with code ${code}`)));
    child.send(plan);
  });
}

/**
 * Per student's lesson, the delivery rows in state delivered and the attempts delivered: one row with one
 * delivered attempt is exact; none is lost, more than one doubled.
 */
async function countDeliveries(
  db: Db,
  expected: { assignmentId: number; studentId: number }[],
): Promise<DeliveryCount> {
  const rows = await db
    .selectFrom("deliveries")
    .innerJoin("delivery_attempts", "delivery_attempts.delivery_id", "deliveries.id")
    .select([
      "deliveries.assignment_id",
      "deliveries.student_id",
      sql<number>`count(distinct deliveries.id)`.as("rows"),
      sql<number>`count(delivery_attempts.delivered_at)`.as("delivered"),
    ])
    .where("deliveries.state", "=", "delivered")
    .groupBy(["deliveries.assignment_id", "deliveries.student_id"])
    .execute();
  const found = new Map(
    rows.map((row) => [
      `${row.assignment_id}:${row.student_id}`,
      { rows: Number(row.rows), delivered: Number(row.delivered) },
    ]),
  );
  let exact = 0;
  let missing = 0;
  let doubled = 0;
  for (const { assignmentId, studentId } of expected) {
    const key = `${assignmentId}:${studentId}`;
    const count = found.get(key);
    found.delete(key);
    if (!count || count.delivered === 0) missing++;
    else if (count.rows === 1 && count.delivered === 1) exact++;
    else doubled++;
  }
  return { expected: expected.length, exact, missing, doubled, unexpected: found.size };
}

function budgetOf(kind: string): number {
  return kind.startsWith("sign-in") ? SIGN_IN_P95_BUDGET_MS : CALL_P95_BUDGET_MS;
}

function tableOf(run: string, figures: Record<string, CallFigures>) {
  return Object.entries(figures).map(([kind, row]) => ({
    run,
    call: kind,
    ...row,
    p95BudgetMs: budgetOf(kind),
    withinBudget: row.errors === 0 && row.p95Ms < budgetOf(kind),
  }));
}
