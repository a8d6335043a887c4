import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(serverDir, "src/server.ts");

export interface ChildServer {
  port: number;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (its log lines). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** Sends a signal; `SIGKILL` is the crash, `SIGTERM` the orderly stop. */
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Settings every child shares: where its data lives and which database it opens. */
export interface ChildServerSettings {
  dataDir: string;
  /** Unset: the SQLite file in dataDir. */
  databaseUrl?: string;
  webDistDir: string;
  env?: Record<string, string>;
  /** A compiled bundle to run with plain node, as `npm start` does; unset, the TypeScript sources under tsx. */
  bundle?: string;
}

/**
 * The production server (`src/server.ts`, with NODE_ENV=production as `npm start` sets it) in a process of its
 * own: the sources with tsx loaded as a module hook instead of through the tsx command, or the compiled bundle
 * with plain node. Either way the pid is the server's own: a SIGKILL kills the server, not a wrapper that would
 * leave it running.
 */
export async function startChildServer(port: number, settings: ChildServerSettings): Promise<ChildServer> {
  const env: Record<string, string> = {
    // Only what the server needs: a DATABASE_URL of the developer's shell must not leak into a SQLite run.
    PATH: process.env.PATH ?? "",
    ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    DATA_DIR: settings.dataDir,
    WEB_DIST_DIR: settings.webDistDir,
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...settings.env,
  };
  const args = settings.bundle ? [settings.bundle] : ["--import", "tsx", serverEntry];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  const server: ChildServer = {
    port,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    hasExited: () => child.exitCode !== null || child.signalCode !== null,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    stop: async () => {
      server.kill("SIGTERM");
      await exited;
    },
  };
  try {
    await waitForHealthy(port, child);
  } catch (error) {
    server.kill("SIGKILL");
    await exited;
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return server;
}

async function waitForHealthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy within 90 s");
}

/** A stand-in for the built web app: the server refuses to start without an index.html, and the API needs no more. */
export function makeWebDist(dir: string): string {
  const dist = path.join(dir, "web-dist");
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Trilha</title><div id=root></div>");
  return dist;
}

/** A port nobody listens on now, chosen by the system so parallel test files never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
