import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Each Playwright worker drives a demo server of its own, with its own embedded database: specs never see
 * what another worker's specs changed, so they run side by side as they run alone. Worker N (Playwright's
 * parallel index) uses port E2E_PORT + N and the directory N under E2E_DATA_DIR.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The share of the machine's CPU time that other processes took over the last `ms` (0 where none can tell). */
function busyShare(ms: number): number {
  const read = () => {
    const fields = (fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  try {
    const before = read();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    const after = read();
    return after.total > before.total ? 1 - (after.idle - before.idle) / (after.total - before.total) : 0;
  } catch {
    return 0;
  }
}

/**
 * How many workers, and so demo servers: a worker (its browser and its server) needs about a core, so one per
 * core the machine leaves free, at most four. Measured once, by the runner, over one second before the servers
 * start: a machine kept busy by something else runs one worker instead of two rather than let both starve. The
 * workers inherit the answer through the environment; `E2E_WORKERS` sets it.
 */
function workersForThisMachine(): number {
  const free = os.availableParallelism() * (1 - busyShare(1000));
  return Math.max(1, Math.min(4, Math.round(free)));
}

process.env.E2E_WORKERS ??= String(workersForThisMachine());
export const WORKERS = Number(process.env.E2E_WORKERS);

/** The worker running this code (0 in the runner itself, which starts the servers). */
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export function sitePortOf(index: number): number {
  return BASE_PORT + index;
}

export function siteDataDirOf(index: number): string {
  return path.join(process.env.E2E_DATA_DIR ?? "", String(index));
}

/** This worker's demo server. */
export const sitePort = sitePortOf(workerIndex);
/** This worker's data directory: its database file and its mail outbox. */
export const siteDataDir = siteDataDirOf(workerIndex);
