// API throughput, login storm and memory of the production server, each as a ratio to a baseline measured
// in the same run on the same machine: absolute figures here are noisy, ratios are not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword, verifyPassword } from "../apps/server/src/lib/password-hash.ts";
import { BENCH_PASSWORD, benchLogin, seedBenchData } from "./lib/bench-data.ts";
import {
  CORES,
  clientAddress,
  type LoadRequest,
  type LoadResult,
  median,
  recordResponse,
  runLoad,
  startBareServer,
  startSqlFloorServer,
} from "./lib/load.ts";
import { type RunningServer, type ServerRunner, startProductionServer } from "./lib/server-process.ts";

export interface ApiBenchSettings {
  runs: number;
  durationSeconds: number;
  connections: number;
  users: number;
  port: number;
}

interface ThroughputRow {
  target: string;
  reqPerSec: number;
  baselineReqPerSec: number;
  ratio: number;
  p50Ms: number;
  p99Ms: number;
  budget: number | null;
  withinBudget: boolean | null;
  /** The second baseline, where there is one: node:http running the same SQL (bare-sql-server.ts). */
  floorReqPerSec: number | null;
  ratioToFloor: number | null;
  floorBudget: number | null;
  withinFloorBudget: boolean | null;
}

const LOGIN_PATH = "/conta/pt-br/logar/padrao";
const NETWORKS_PATH = "/conta/pt-br/logado/buscar/redes-gestor";

/** `alongside` runs against the same server after the load (Lighthouse), so the server starts once. */
export async function runApiBench<T>(settings: ApiBenchSettings, alongside: (url: string) => Promise<T>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-bench-"));
  const sqliteFile = path.join(dataDir, "trilha.sqlite");
  await seedBenchData({ kind: "sqlite", file: sqliteFile }, settings.users);
  const serverEnv = { DATA_DIR: dataDir, TRUST_PROXY: "loopback" };
  const starts = await measureStarts(settings, serverEnv);
  const server = await startProductionServer(settings.port, serverEnv);
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
    starts.bundle.push({ startToHealthyMs: server.startToHealthyMs, ...idleOf(server) });

    const token = await signIn(server.url, "gestor", "aprender2026");
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const health = await recordResponse(`${server.url}/healthz`);
    const index = await recordResponse(`${server.url}/`);
    const networks = await recordResponse(`${server.url}${NETWORKS_PATH}`, {
      method: "POST",
      headers: auth,
      body: "{}",
    });
    const login = await recordResponse(`${server.url}${LOGIN_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(1) },
      body: JSON.stringify({ usuario: benchLogin(0), senha: BENCH_PASSWORD, salvar: false }),
    });
    const bare = await startBareServer({
      "/healthz": health,
      "/": index,
      [NETWORKS_PATH]: networks,
      [LOGIN_PATH]: login,
    });
    const sqlFloor = await startSqlFloorServer({ sqliteFile, path: NETWORKS_PATH, recorded: networks });
    // The floor must send what the real server sent, or the ratio compares different work.
    const floorAnswer = await recordResponse(`${sqlFloor.url}${NETWORKS_PATH}`, {
      method: "POST",
      headers: auth,
      body: "{}",
    });
    if (JSON.stringify(floorAnswer) !== JSON.stringify(networks)) {
      throw new Error(`the SQL floor answers redes-gestor otherwise than the server:
${Buffer.from(floorAnswer.bodyBase64, "base64")}
${Buffer.from(networks.bodyBase64, "base64")}`);
    }

    let peakRssMiB = server.rssMiB();
    const sampler = setInterval(() => {
      peakRssMiB = Math.max(peakRssMiB, server.rssMiB());
    }, 200);
    // Distinct users from distinct addresses, numbered on across runs so no address repeats.
    let sequence = 1;
    const logins = (): LoadRequest["logins"] => ({
      loginPrefix: benchLogin(0).replace(/0$/, ""),
      users: settings.users,
      password: BENCH_PASSWORD,
      firstSequence: sequence,
    });
    const load = async (request: LoadRequest, pin = true) => {
      const result = await runLoad(request, pin);
      sequence = Math.max(sequence, result.lastSequence);
      return result;
    };
    const targets: {
      target: string;
      options: Omit<LoadRequest, "url" | "connections" | "durationSeconds" | "logins"> & {
        path: string;
        logins?: boolean;
      };
      budget: number | null;
      floor?: { url: string; budget: number };
    }[] = [
      { target: "GET /healthz", options: { path: "/healthz" }, budget: 0.9 },
      { target: "GET / (index.html)", options: { path: "/" }, budget: 0.9 },
      {
        target: "POST redes-gestor (signed in)",
        options: { path: NETWORKS_PATH, method: "POST", headers: auth, body: "{}" },
        budget: 0.5,
        floor: { url: sqlFloor.url, budget: 0.6 },
      },
      {
        target: "POST logar/padrao",
        options: { path: LOGIN_PATH, method: "POST", logins: true },
        budget: null,
      },
    ];
    const throughput: ThroughputRow[] = [];
    server.pin(CORES?.server);
    for (const {
      target,
      options: { logins: signingIn, ...options },
      budget,
      floor,
    } of targets) {
      const real: LoadResult[] = [];
      const base: LoadResult[] = [];
      const floorRuns: LoadResult[] = [];
      // Alternating the two spreads any drift of the machine over both.
      for (let run = 0; run < settings.runs; run++) {
        const common = {
          ...options,
          connections: settings.connections,
          durationSeconds: settings.durationSeconds,
        };
        base.push(
          await load({
            ...common,
            logins: signingIn ? logins() : undefined,
            url: `${bare.url}${options.path}`,
          }),
        );
        if (floor) floorRuns.push(await load({ ...common, url: `${floor.url}${options.path}` }));
        real.push(
          await load({
            ...common,
            logins: signingIn ? logins() : undefined,
            url: `${server.url}${options.path}`,
          }),
        );
      }
      const failed = [...real, ...floorRuns].reduce((sum, result) => sum + result.non2xx + result.errors, 0);
      if (failed > 0) throw new Error(`${target}: ${failed} requests failed under load`);
      const floorReqPerSec = floor ? median(floorRuns.map((result) => result.requestsPerSecond)) : null;
      const reqPerSec = median(real.map((result) => result.requestsPerSecond));
      const baselineReqPerSec = median(base.map((result) => result.requestsPerSecond));
      const ratio = reqPerSec / baselineReqPerSec;
      throughput.push({
        target,
        reqPerSec: round(reqPerSec),
        baselineReqPerSec: round(baselineReqPerSec),
        ratio: round(ratio, 2),
        p50Ms: median(real.map((result) => result.p50Ms)),
        p99Ms: median(real.map((result) => result.p99Ms)),
        budget,
        withinBudget: budget === null ? null : ratio >= budget,
        floorReqPerSec: floorReqPerSec === null ? null : round(floorReqPerSec),
        ratioToFloor: floorReqPerSec === null ? null : round(reqPerSec / floorReqPerSec, 2),
        floorBudget: floor?.budget ?? null,
        withinFloorBudget:
          floor && floorReqPerSec !== null ? reqPerSec / floorReqPerSec >= floor.budget : null,
      });
    }

    // The KDF ceiling counts every core, so the storm runs on all of them, the generator unpinned too.
    server.pin(CORES?.all);
    const storm = await loginStorm(server.url, settings, (request) =>
      load({ ...request, logins: logins() }, false),
    );
    clearInterval(sampler);
    await bare.close();
    await sqlFloor.close();
    const extra = await alongside(server.url);
    return {
      extra,
      throughput,
      loginStorm: storm,
      memory: {
        startToHealthyMs: round(median(starts.bundle.map((start) => start.startToHealthyMs))),
        idleRssMiB: round(median(starts.bundle.map((start) => start.idleRssMiB)), 1),
        idleAnonymousMiB: round(median(starts.bundle.map((start) => start.anonymousMiB)), 1),
        idleFileMiB: round(median(starts.bundle.map((start) => start.fileMiB)), 1),
        idleDatabaseMapMiB: round(median(starts.bundle.map((start) => start.databaseMapMiB)), 1),
        peakRssUnderLoadMiB: round(peakRssMiB, 1),
        tsxStartToHealthyMs: round(median(starts.tsx.map((start) => start.startToHealthyMs))),
        tsxIdleRssMiB: round(median(starts.tsx.map((start) => start.idleRssMiB)), 1),
      },
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How long an idle server is left before its memory is read: start-up garbage is collected by then. */
const IDLE_SETTLE_MS = 1000;

interface StartSample {
  startToHealthyMs: number;
  idleRssMiB: number;
  anonymousMiB: number;
  fileMiB: number;
  databaseMapMiB: number;
}

function idleOf(server: RunningServer): Omit<StartSample, "startToHealthyMs"> {
  const { rssMiB, ...parts } = server.resident();
  return { idleRssMiB: rssMiB, ...parts };
}

/**
 * Start time and idle memory of what `npm start` runs (node on the bundle) beside the TypeScript sources under
 * tsx, on the same seeded database, alternating so that a warm disk cache favours neither. The bench's own
 * server adds one more sample of the bundle.
 */
async function measureStarts(
  settings: ApiBenchSettings,
  env: Record<string, string>,
): Promise<Record<ServerRunner, StartSample[]>> {
  const samples: Record<ServerRunner, StartSample[]> = { bundle: [], tsx: [] };
  for (let run = 0; run < settings.runs; run++) {
    for (const runner of ["tsx", "bundle"] as const) {
      const server = await startProductionServer(settings.port, env, runner);
      try {
        await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
        samples[runner].push({ startToHealthyMs: server.startToHealthyMs, ...idleOf(server) });
      } finally {
        await server.stop();
      }
    }
  }
  return samples;
}

/**
 * Many distinct students signing in at once. The ceiling is the KDF: cores ÷ the time of one hash, measured
 * here in this run; the server should sustain most of it, with every login answered within a second.
 */
async function loginStorm(
  url: string,
  settings: ApiBenchSettings,
  load: (request: Omit<LoadRequest, "logins">) => Promise<LoadResult>,
) {
  const sample = await hashPassword(BENCH_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await verifyPassword(sample, BENCH_PASSWORD);
    times.push(performance.now() - started);
  }
  // The fastest of the samples: anything else running on the machine only ever adds time to a hash, and a
  // slower sample would raise the ratio by lowering the ceiling.
  const hashMs = Math.min(...times);
  const cores = os.availableParallelism();
  const kdfLimit = cores * (1000 / hashMs);
  // What the cores sustain hashing side by side and doing nothing else: argon2id's 19 MiB per hash contend for
  // cache and memory bandwidth, so this sits below the ceiling and shows what part of the gap is the server's.
  let parallelHashes = 0;
  const parallelStart = performance.now();
  await Promise.all(
    Array.from({ length: cores }, async () => {
      while (performance.now() - parallelStart < 3000) {
        await verifyPassword(sample, BENCH_PASSWORD);
        parallelHashes++;
      }
    }),
  );
  const kdfParallel = parallelHashes / ((performance.now() - parallelStart) / 1000);
  const results: LoadResult[] = [];
  for (let run = 0; run < settings.runs; run++) {
    results.push(
      await load({
        url: `${url}${LOGIN_PATH}`,
        method: "POST",
        connections: settings.connections,
        durationSeconds: settings.durationSeconds * 2,
      }),
    );
  }
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors, 0);
  if (failed > 0) throw new Error(`login storm: ${failed} logins failed`);
  const loginsPerSec = median(results.map((result) => result.requestsPerSecond));
  const p97_5Ms = median(results.map((result) => result.p97_5Ms));
  const ratio = loginsPerSec / kdfLimit;
  return {
    cores,
    oneHashMs: round(hashMs, 1),
    kdfLimitPerSec: round(kdfLimit),
    hashesAloneInParallelPerSec: round(kdfParallel),
    loginsPerSec: round(loginsPerSec),
    ratio: round(ratio, 2),
    ratioToHashesAlone: round(loginsPerSec / kdfParallel, 2),
    p97_5Ms,
    budget: "ratio ≥ 0.85, p95 < 1000 ms",
    withinBudget: ratio >= 0.85 && p97_5Ms < 1000,
  };
}

async function signIn(url: string, usuario: string, senha: string): Promise<string> {
  const response = await fetch(`${url}${LOGIN_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(0) },
    body: JSON.stringify({ usuario, senha, salvar: false }),
  });
  const body = (await response.json()) as { usuario?: { token?: string } };
  const token = body.usuario?.token;
  if (!token) throw new Error(`could not sign in as ${usuario}: ${response.status}`);
  return token;
}

function round(value: number, digits = 0): number {
  return Number(value.toFixed(digits));
}
