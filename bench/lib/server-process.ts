import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pinProcess } from "./load.ts";

const serverSources = path.resolve(import.meta.dirname, "../../apps/server/src/server.ts");
const serverBundle = path.resolve(import.meta.dirname, "../../apps/server/dist/server.js");
const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
const serverPackage = path.resolve(import.meta.dirname, "../../apps/server/package.json");

/** The node flags `npm start` gives the bundle (its script in apps/server/package.json): the bench runs the same. */
export function startFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync(serverPackage, "utf8")) as { scripts: { start: string } }).scripts
    .start;
  const flags = /exec node ((?:--\S+ )*)dist\/server\.js/.exec(start)?.[1];
  if (flags === undefined)
    throw new Error(`npm start no longer runs \`node [flags] dist/server.js\`: ${start}`);
  return flags.split(" ").filter(Boolean);
}

/** `bundle`: what `npm start` runs (node on the esbuild bundle); `tsx`: the TypeScript sources, as `npm run demo`. */
export type ServerRunner = "bundle" | "tsx";

export interface RunningServer {
  url: string;
  pid: number;
  /** From spawn to the first 200 of /healthz. */
  startToHealthyMs: number;
  rssMiB(): number;
  resident(): ReturnType<typeof residentOf>;
  /** Moves the server to these cores (see load.ts); undefined leaves it where it is. */
  pin(cores: string | undefined): void;
  stop(): Promise<void>;
}

/**
 * The production server as a child process, as `npm start` runs it: its own event loop and memory, so the
 * load generator in this process does not share a CPU budget with it more than the machine forces.
 */
export async function startProductionServer(
  port: number,
  env: Record<string, string>,
  runner: ServerRunner = "bundle",
): Promise<RunningServer> {
  if (runner === "bundle" && !fs.existsSync(serverBundle)) {
    throw new Error(`The server is not built (${serverBundle}): run \`npm run build\` first.`);
  }
  // BENCH_CPU_PROFILE=<dir>: the bundle writes a V8 CPU profile there when it stops, to see where a run's time goes.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const [command, args] =
    runner === "bundle"
      ? [process.execPath, [...profile, ...startFlags(), serverBundle]]
      : [tsx, [serverSources]];
  const started = performance.now();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, child);
  const startToHealthyMs = performance.now() - started;
  const pid = serverPid(child);
  return {
    url,
    pid,
    startToHealthyMs,
    rssMiB: () => rssMiB(pid),
    resident: () => residentOf(pid),
    pin: (cores) => pinProcess(pid, cores),
    stop: () => stop(child),
  };
}

async function waitForHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not become healthy within 60 s");
}

/** tsx runs the server in a child of its own: memory belongs to that node process, not to tsx's. */
function serverPid(child: ChildProcess): number {
  const parent = child.pid ?? 0;
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return fs.readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1]?.split(" ")[1] === String(parent);
      } catch {
        return false;
      }
    });
  return Number(children[0] ?? parent);
}

export function rssMiB(pid: number): number {
  return residentOf(pid).rssMiB;
}

/**
 * What a process holds in memory, in parts: anonymous (the JavaScript heap, SQLite's page cache, the libraries'
 * own allocations) and file-backed (the node binary, shared libraries, and the database file read through its
 * memory map, which the kernel takes back under pressure).
 */
export function residentOf(pid: number): {
  rssMiB: number;
  anonymousMiB: number;
  fileMiB: number;
  databaseMapMiB: number;
} {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  let databaseKib = 0;
  let mapping = "";
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) mapping = line.trim().split(/\s+/).slice(5).join(" ");
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss && mapping.endsWith(".sqlite")) databaseKib += Number(rss[1]);
  }
  return {
    rssMiB: kib("VmRSS") / 1024,
    anonymousMiB: kib("RssAnon") / 1024,
    fileMiB: kib("RssFile") / 1024,
    databaseMapMiB: databaseKib / 1024,
  };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
