// The soak: the first morning's mix (sign in, Pedagógico, a lesson, two drafts, a delivery; teachers' gradebooks)
// at a steady rate for many minutes on the compiled server, to see what a morning's peak cannot: whether memory
// keeps growing and whether answers get slower as the hours go by. Opt-in (BENCH_SOAK_MINUTES), on SQLite, the
// database a school runs by default.
import { CALL_P95_BUDGET_MS, type RssSample, runMorning } from "./first-morning.bench.ts";
import { figuresOf, type TimedCall } from "./lib/first-morning-plan.ts";
import { median } from "./lib/load.ts";

/** The budgets: memory grows less than this after warm-up, and no window's p99 strays this far. */
export const RSS_GROWTH_BUDGET = 0.1;
export const P99_SPREAD_BUDGET = 1.5;
/** The first fifth of the soak warms the server up (caches, the JIT, the database's pages); it is not judged. */
const WARM_UP_SHARE = 0.2;
const WINDOWS = 6;

export interface SoakSettings {
  minutes: number;
  /** Each arrives once, evenly spread over the soak, and delivers one lesson. */
  students: number;
  port: number;
}

export async function runSoakBench(settings: SoakSettings) {
  const windowSeconds = settings.minutes * 60;
  const run = await runMorning(
    "sqlite",
    {
      students: settings.students,
      windowSeconds,
      port: settings.port,
      postgresAdminUrl: null,
    },
    "steady",
  );
  const warmUpMs = windowSeconds * 1000 * WARM_UP_SHARE;
  const windows = windowsOf(run.timeline, warmUpMs, windowSeconds * 1000);
  // A window without calls (a soak too short for its students) says nothing of how answers hold up.
  const p99s = windows.filter((window) => window.calls > 0).map((window) => window.p99Ms);
  const p99Spread = Math.max(...p99s) / median(p99s);
  const memory = growthOf(run.rssSamples, warmUpMs);
  const errors = Object.values(run.figures).reduce((sum, row) => sum + row.errors, 0);
  return {
    settings,
    windows,
    summary: {
      minutes: settings.minutes,
      students: run.students,
      calls: run.timeline.length,
      errors,
      deliveriesExact: run.deliveries.exact,
      deliveriesExpected: run.deliveries.expected,
      rssAfterWarmUpMiB: memory.afterWarmUpMiB,
      rssAtEndMiB: memory.atEndMiB,
      rssGrowthPct: Math.round(memory.growth * 1000) / 10,
      peakRssMiB: run.peakRssMiB,
      p99SpreadRatio: Math.round(p99Spread * 100) / 100,
      withinBudgets:
        errors === 0 &&
        run.deliveries.exact === run.deliveries.expected &&
        memory.growth < RSS_GROWTH_BUDGET &&
        p99Spread <= P99_SPREAD_BUDGET &&
        windows.every((window) => window.p95Ms < CALL_P95_BUDGET_MS),
    },
  };
}

/** The calls after warm-up (sign-ins aside), in equal windows of time, each with its percentiles. */
function windowsOf(timeline: TimedCall[], warmUpMs: number, totalMs: number) {
  const widthMs = (totalMs - warmUpMs) / WINDOWS;
  return Array.from({ length: WINDOWS }, (_, index) => {
    const from = warmUpMs + index * widthMs;
    // The last window keeps the calls of the visits that began in it and ended after the soak's end.
    const to = index === WINDOWS - 1 ? Number.POSITIVE_INFINITY : from + widthMs;
    const calls = timeline.filter((call) => call.atMs >= from && call.atMs < to);
    const figures = figuresOf(
      calls.map((call) => call.ms),
      calls.filter((call) => call.failed).length,
    );
    return { fromMin: Math.round(from / 6000) / 10, ...figures };
  });
}

/**
 * Resident memory right after warm-up against the end: the median of the samples in the tenth after warm-up,
 * and of those in the last tenth, so one collection's moment does not decide it.
 */
function growthOf(samples: RssSample[], warmUpMs: number) {
  const totalMs = samples.at(-1)?.atMs ?? 0;
  const tenth = (totalMs - warmUpMs) / 10;
  const inRange = (from: number, to: number) =>
    samples.filter((sample) => sample.atMs >= from && sample.atMs < to).map((sample) => sample.rssMiB);
  const afterWarmUpMiB = Math.round(median(inRange(warmUpMs, warmUpMs + tenth)));
  const atEndMiB = Math.round(median(inRange(totalMs - tenth, totalMs + 1)));
  return { afterWarmUpMiB, atEndMiB, growth: atEndMiB / afterWarmUpMiB - 1 };
}
