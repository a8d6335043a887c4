import path from "node:path";

/**
 * Each Playwright worker drives a demo server of its own, with its own embedded database: specs never see
 * what another worker's specs changed, so they run side by side as they run alone. Worker N (Playwright's
 * parallel index) uses port E2E_PORT + N and the directory N under E2E_DATA_DIR.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** How many workers, and so how many demo servers: one per core of a small machine. */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

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
