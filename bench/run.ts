// `npm run bench`: every benchmark in one run, printed as tables and written to results/latest.json.
// BENCH_QUICK=1 is the smoke CI runs: it checks the harness works and prints the tables, not the budgets.
import fs from "node:fs";
import path from "node:path";
import { runApiBench } from "./api.bench.ts";
import { measureBundles } from "./bundle-size.bench.ts";
import { runFirstMorningBench } from "./first-morning.bench.ts";
import { runLearningScaleBench } from "./learning-scale.bench.ts";
import { runLighthouse } from "./lighthouse.bench.ts";
import { runRegistrationsScaleBench } from "./registrations-scale.bench.ts";
import { runRosterBench } from "./roster.bench.ts";
import { runScaleBench } from "./scale.bench.ts";
import { runSoakBench } from "./soak.bench.ts";

const quick = process.env.BENCH_QUICK === "1";
/** Issue budgets for what `npm start` holds on the bench's seeded database: idle, and at the load's peak. */
const IDLE_RSS_BUDGET_MIB = 150;
const PEAK_RSS_BUDGET_MIB = 300;
// BENCH_PORT moves the servers (this port and the next) when another service holds them.
const port = Number(process.env.BENCH_PORT ?? 3390);
const settings = quick
  ? { runs: 1, durationSeconds: 1, connections: 10, users: 200, port }
  : { runs: 3, durationSeconds: 5, connections: 50, users: 2000, port };

const bundles = measureBundles();
console.log("Front end: gzip KiB of the JavaScript each page loads");
console.table(bundles);

const { extra: lighthouse, ...api } = await runApiBench(settings, (url) =>
  runLighthouse(
    url,
    {
      student: { usuario: "1001", senha: "aprender2026" },
      teacher: { usuario: "professor", senha: "aprender2026" },
    },
    quick ? 1 : 3,
  ),
);
console.log("API throughput against a bare node:http server sending the same bytes (medians)");
console.table(
  api.throughput.map(({ floorReqPerSec, ratioToFloor, floorBudget, withinFloorBudget, ...row }) => row),
);
console.log("Against the floor: a bare node:http server running the same SQL and writing the same JSON");
console.table(
  api.throughput
    .filter((row) => row.floorReqPerSec !== null)
    .map(({ target, reqPerSec, floorReqPerSec, ratioToFloor, floorBudget, withinFloorBudget }) => ({
      target,
      reqPerSec,
      floorReqPerSec,
      ratioToFloor,
      floorBudget,
      withinFloorBudget,
    })),
);
console.log("Login storm: distinct students signing in at once, against the KDF ceiling of this machine");
console.table([api.loginStorm]);
console.log("Lighthouse, mobile (Debian's Chromium)");
console.table(lighthouse);
console.log("Start to a healthy /healthz and memory: what `npm start` runs, beside the sources under tsx");
console.log(
  "(idle: resident memory a second after the first healthy answer; anonymous is the heap and SQLite's page cache, " +
    "file-backed the node binary, libraries and the database's memory map, which the kernel can take back)",
);
console.table([
  {
    runs: "npm start (node, bundle)",
    startToHealthyMs: api.memory.startToHealthyMs,
    idleRssMiB: api.memory.idleRssMiB,
    idleBudgetMiB: IDLE_RSS_BUDGET_MIB,
    withinBudget: api.memory.idleRssMiB <= IDLE_RSS_BUDGET_MIB,
    anonymousMiB: api.memory.idleAnonymousMiB,
    fileBackedMiB: api.memory.idleFileMiB,
    databaseMapMiB: api.memory.idleDatabaseMapMiB,
    peakRssUnderLoadMiB: api.memory.peakRssUnderLoadMiB,
    peakBudgetMiB: PEAK_RSS_BUDGET_MIB,
  },
  {
    runs: "tsx (TypeScript sources)",
    startToHealthyMs: api.memory.tsxStartToHealthyMs,
    idleRssMiB: api.memory.tsxIdleRssMiB,
    peakRssUnderLoadMiB: null,
  },
]);

// PostgreSQL runs when reachable (the machine's local server by default); BENCH_POSTGRES_URL=off skips it.
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scale = await runScaleBench({
  largeTenants: quick ? 100 : 10_000,
  samples: quick ? 20 : 200,
  port: settings.port + 1,
  postgresAdminUrl: postgresAdminUrl === "off" ? null : postgresAdminUrl,
});
console.log("Scale: median latency with 1 000 users against many more users (large ÷ small)");
console.table(scale.rows);
for (const [dialect, plans] of Object.entries(scale.plans)) {
  console.log(`Query plans of a login and a network list on ${dialect}:`);
  for (const plan of plans)
    console.log(`  ${plan.usesIndex ? "index" : "SCAN "}  ${plan.plan}\n         ${plan.sql}`);
}

const learning = await runLearningScaleBench({
  largeDeliveries: quick ? 20_000 : 1_000_000,
  samples: quick ? 10 : 60,
  port: settings.port + 1,
  postgresAdminUrl: postgresAdminUrl === "off" ? null : postgresAdminUrl,
});
console.log(
  "Learning at scale: a class's gradebook and a student's 'Conteúdos' with a million deliveries (large ÷ small)",
);
console.table(learning.rows);

const registrations = await runRegistrationsScaleBench({
  largePeople: quick ? 5_000 : 100_000,
  samples: quick ? 10 : 60,
  port: settings.port + 1,
  postgresAdminUrl: postgresAdminUrl === "off" ? null : postgresAdminUrl,
});
console.log(
  "Cadastros at scale: a network manager's people lists with 100 000 people in the scope (large ÷ small)",
);
console.table(registrations.rows);

const roster = await runRosterBench({
  students: quick ? 2_000 : 50_000,
  postgresAdminUrl: postgresAdminUrl === "off" ? null : postgresAdminUrl,
});
console.log(
  "Roster import: OneRoster files of 50 000 students read, compared and imported in one transaction",
);
console.table(roster);

// BENCH_MORNING_STUDENTS and BENCH_MORNING_SECONDS try other sizes of the morning; BENCH_MORNING_LARGER=<students>
// (opt-in) adds a larger school's morning on PostgreSQL, with one instance and with two.
const morning = await runFirstMorningBench({
  largerSchool: Number(process.env.BENCH_MORNING_LARGER ?? 0),
  students: Number(process.env.BENCH_MORNING_STUDENTS ?? (quick ? 200 : 5_000)),
  windowSeconds: Number(process.env.BENCH_MORNING_SECONDS ?? (quick ? 20 : 600)),
  port: settings.port + 1,
  postgresAdminUrl: postgresAdminUrl === "off" ? null : postgresAdminUrl,
});
console.log(
  "First morning of term: students sign in within the window (most at the first bell), open Pedagógico and a " +
    "lesson, save a draft twice and deliver, while teachers open their gradebooks",
);
for (const run of morning.runs) {
  console.log(`On ${run.run}: sign-in p95 < 3 000 ms, every other call p95 < 1 000 ms, no errors`);
  console.table(morning.rows.filter((row) => row.run === run.run));
}
console.log("Deliveries counted in the database afterwards: exactly one per student, none lost or doubled");
console.table(morning.summary);

// BENCH_SOAK_MINUTES (opt-in, 30 for the figure) runs the morning's mix at a steady rate that long;
// BENCH_SOAK_STUDENTS sets how many arrive over it (each once).
const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
const soak =
  soakMinutes > 0
    ? await runSoakBench({
        minutes: soakMinutes,
        students: Number(process.env.BENCH_SOAK_STUDENTS ?? Math.round(soakMinutes * 170)),
        port: settings.port + 1,
      })
    : null;
if (soak) {
  console.log(
    `Soak: the morning's mix at a steady rate for ${soakMinutes} min on SQLite; RSS growth after warm-up < 10 %, ` +
      "no errors, every window's p99 within 1.5× their median (sign-ins aside)",
  );
  console.table(soak.windows);
  console.table([soak.summary]);
}

const out = path.join(import.meta.dirname, "results/latest.json");
fs.writeFileSync(
  out,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), quick, settings, bundles, ...api, lighthouse, scale, learning, registrations, roster, morning, soak }, null, 2)}\n`,
);
console.log(`Written to ${path.relative(process.cwd(), out)}`);
