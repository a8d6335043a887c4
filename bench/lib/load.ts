// Load generation and the baseline it is compared with. Fairness rules, since only ratios are reported:
// - The generator (autocannon) runs in a child process of its own. Run inside this process it shared one
//   event loop with the bare server, so the baseline was slowed by the very generator measuring it.
// - The bare server is a child process too, started like the real one, so both pay the same process costs.
// - Where the machine has 2 cores or more and taskset exists, the generator is pinned to one core and the
//   server under test to another for the throughput runs: each server gets exactly one core and the generator
//   cannot take CPU from one and not the other. A server cheaper to serve no longer lets the generator push
//   harder on a shared core, which inflated the baseline. Node runs JavaScript on one thread, so one core
//   per server compares like with like. BENCH_PIN=0 turns it off.
// - The baseline sends the same bytes: the same status, the same headers (security headers included) and
//   the same body. Headers are a good part of a small response's bytes and of the cost of writing it.
import { type ChildProcess, execFileSync, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RecordedResponse } from "./bare-server.ts";
import type { SqlFloorSettings } from "./bare-sql-server.ts";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  /** autocannon has no p95: p97.5 bounds it from above. */
  p97_5Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The last login sequence number used (see `logins`), so the next run continues after it. */
  lastSequence: number;
}

export interface LoadRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Each request a standard login of a distinct user from a distinct client address. */
  logins?: { loginPrefix: string; users: number; password: string; firstSequence: number };
}

const pinning = process.env.BENCH_PIN !== "0" && os.availableParallelism() >= 2 && hasTaskset();
/** Cores given to the generator and to the server under test during throughput runs (null: not pinned). */
export const CORES = pinning
  ? {
      generator: "0",
      server: `1-${os.availableParallelism() - 1}`,
      all: `0-${os.availableParallelism() - 1}`,
    }
  : null;

function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Pins every thread of a process (libuv's pool, GC helpers) to the given cores; new threads inherit it. */
export function pinProcess(pid: number, cores: string | undefined): void {
  if (cores) execFileSync("taskset", ["-a", "-p", "-c", cores, String(pid)], { stdio: "ignore" });
}

/** Runs autocannon in a child process, pinned to the generator's core when pinning, and returns its result. */
export async function runLoad(options: LoadRequest, pin = true): Promise<LoadResult> {
  const child = fork(path.join(import.meta.dirname, "load-child.ts"), { stdio: "inherit" });
  await new Promise<void>((resolve) => child.once("spawn", resolve));
  if (pin) pinProcess(child.pid ?? 0, CORES?.generator);
  return new Promise((resolve, reject) => {
    child.once("message", (result) => resolve(result as LoadResult));
    child.once("exit", (code) => reject(new Error(`the load generator exited with code ${code}`)));
    child.send(options);
  });
}

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/** The baseline: node:http in its own process, answering with exactly what the real server sent. */
export function startBareServer(responses: Record<string, RecordedResponse>): Promise<BareServer> {
  return startBaselineProcess("bare-server.ts", responses);
}

/** The floor of a signed-in call: node:http running the same SQL on the same database (bare-sql-server.ts). */
export function startSqlFloorServer(settings: SqlFloorSettings): Promise<BareServer> {
  return startBaselineProcess("bare-sql-server.ts", settings);
}

/** A baseline script in a process of its own, pinned like the server under test; its settings go by file. */
async function startBaselineProcess(script: string, settings: unknown): Promise<BareServer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "trilha-bare-")), "settings.json");
  fs.writeFileSync(file, JSON.stringify(settings));
  const child: ChildProcess = fork(path.join(import.meta.dirname, script), [file], {
    stdio: "inherit",
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { port: number }));
    child.once("exit", (code) => reject(new Error(`the baseline ${script} exited with code ${code}`)));
  });
  pinProcess(child.pid ?? 0, CORES?.server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          fs.rmSync(path.dirname(file), { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** What the real server answered, kept for the bare server to repeat byte for byte. */
export async function recordResponse(url: string, init?: RequestInit): Promise<RecordedResponse> {
  // autocannon asks for no encoding either, so the body recorded is the body served under load.
  const headers = new Headers(init?.headers);
  headers.set("accept-encoding", "identity");
  const response = await fetch(url, { ...init, headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const sent: Record<string, string> = {};
  // node:http writes these itself, on both servers alike.
  const own = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  response.headers.forEach((value, name) => {
    if (!own.has(name)) sent[name] = value;
  });
  return { headers: sent, bodyBase64: Buffer.from(await response.arrayBuffer()).toString("base64") };
}

/** A distinct client address per request: the load runs on loopback, which TRUST_PROXY=loopback makes the proxy, so a school's students each count apart. */
export function clientAddress(sequence: number): string {
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
