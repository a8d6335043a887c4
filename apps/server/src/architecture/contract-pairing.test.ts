import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { allCalls } from "../http/all-calls.ts";
import { moduleOf, namedImports, namespaceImports, sourceFiles } from "./import-graph.ts";

/**
 * The calls that `apps/server/src/modules/<m>/` registers are declared in `packages/contracts/src/<m>.calls.ts`,
 * and nowhere else; `http/all-calls.ts` finds every such file for `allCalls`.
 */
const serverRoot = path.resolve(import.meta.dirname, "..");
const contractsRoot = path.resolve(serverRoot, "../../../packages/contracts/src");
const CONTRACTS = "packages/contracts/src";
const MODULES = "apps/server/src/modules";
const CONTRACT_IMPORT = /^@trilha\/contracts\/(.+)\.calls$/;
/** `registerCall(app, call` or, through a namespace import of a contract file, `registerCall(app, xCalls.call`. */
const REGISTER_CALL = /registerCall\(\s*[\w$]+\s*,\s*([\w$]+)(?:\.([\w$]+))?/g;

/** The contract files, by the name before `.calls.ts`. */
const contractFiles = fs
  .readdirSync(contractsRoot)
  .flatMap((file) => /^(.+)\.calls\.ts$/.exec(file)?.[1] ?? [])
  .sort();

const moduleFolders = fs
  .readdirSync(path.join(serverRoot, "modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface ModuleFile {
  module: string;
  /** Relative to `apps/server/src`, with forward slashes. */
  file: string;
  text: string;
}

const moduleFiles: ModuleFile[] = sourceFiles(serverRoot).flatMap((file) => {
  const relative = path.relative(serverRoot, file);
  const room = moduleOf(relative);
  return room
    ? [
        {
          module: room.slice("modules/".length),
          file: relative.split(path.sep).join("/"),
          text: fs.readFileSync(file, "utf8"),
        },
      ]
    : [];
});

/** A call a module registers: its name in the contracts, and the contract file it was imported from (or null). */
interface Registration {
  module: string;
  file: string;
  call: string;
  contract: string | null;
}

const registrations: Registration[] = moduleFiles.flatMap(({ module, file, text }) => {
  const imports = new Map(namedImports(text).map((named) => [named.local, named]));
  const namespaces = new Map(namespaceImports(text).map((namespace) => [namespace.local, namespace.source]));
  return [...text.matchAll(REGISTER_CALL)].map(([, local = "", member]) => {
    const source = member === undefined ? undefined : namespaces.get(local);
    if (member !== undefined && source !== undefined)
      return { module, file, call: member, contract: CONTRACT_IMPORT.exec(source)?.[1] ?? null };
    const named = imports.get(local);
    return {
      module,
      file,
      call: named?.imported ?? local,
      contract: named ? (CONTRACT_IMPORT.exec(named.source)?.[1] ?? null) : null,
    };
  });
});

function isCall(value: unknown): boolean {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value
  );
}

describe("contracts and server modules, paired by name", () => {
  it("reads what it judges", () => {
    expect(contractFiles.length).toBeGreaterThan(10);
    expect(registrations.length).toBeGreaterThan(40);
    expect(registrations).toContainEqual({
      module: "login",
      file: "modules/login/login.routes.ts",
      call: "loginStandard",
      contract: "login",
    });
  });

  it("names every contract file after a server module", () => {
    const unpaired = contractFiles
      .filter((name) => !moduleFolders.includes(name))
      .map(
        (name) =>
          `${CONTRACTS}/${name}.calls.ts pairs with no folder ${MODULES}/${name}/: rename it after the module ` +
          `whose routes register its calls (${CONTRACTS}/<module>.calls.ts), or move each call into the file of ` +
          "the module that registers it",
      );
    expect(unpaired).toEqual([]);
  });

  it("finds every call of every contract file in allCalls", async () => {
    const missing: string[] = [];
    for (const name of contractFiles) {
      const file = await import(pathToFileURL(path.join(contractsRoot, `${name}.calls.ts`)).href);
      for (const [call, value] of Object.entries(file as Record<string, unknown>)) {
        if (typeof value === "object" && value !== null && "method" in value && allCalls[call] !== value)
          missing.push(`${CONTRACTS}/${name}.calls.ts declares ${call}, which allCalls does not hold`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has each module's routes import calls only from the module's own contract file", () => {
    const strays = moduleFiles
      .filter(({ file }) => file.endsWith(".routes.ts"))
      .flatMap(({ module, file, text }) =>
        [
          ...namedImports(text),
          // A namespace import brings in the members the file uses: `xCalls.call`.
          ...namespaceImports(text).flatMap(({ local, source }) =>
            [...new Set(text.match(new RegExp(`(?<=\\b${local}\\.)[\\w$]+`, "g")))].map((imported) => ({
              imported,
              source,
            })),
          ),
        ].flatMap(({ imported, source }) => {
          const contract = CONTRACT_IMPORT.exec(source)?.[1];
          if (contract === undefined || contract === module) return [];
          return [
            `apps/server/src/${file} imports ${imported} from ${CONTRACTS}/${contract}.calls.ts: move ${imported} ` +
              `into ${CONTRACTS}/${module}.calls.ts, or register it in ${MODULES}/${contract}/`,
          ];
        }),
      );
    // A routes file's stray imports are named above; here, calls registered without one or outside routes files.
    const unowned = registrations
      .filter(
        ({ module, file, contract }) => contract !== module && !(contract && file.endsWith(".routes.ts")),
      )
      .map(({ module, file, call, contract }) =>
        contract
          ? `apps/server/src/${file} registers ${call} of ${CONTRACTS}/${contract}.calls.ts: move ${call} into ` +
            `${CONTRACTS}/${module}.calls.ts, or register it in ${MODULES}/${contract}/`
          : `apps/server/src/${file} registers ${call}, which it does not import from a contract file: declare ` +
            `it in ${CONTRACTS}/${module}.calls.ts and import it from "@trilha/contracts/${module}.calls"`,
      );
    expect([...strays, ...unowned]).toEqual([]);
  });

  it("gives every module that registers calls its contract file", () => {
    const modules = [...new Set(registrations.map((registration) => registration.module))].sort();
    const orphans = modules
      .filter((module) => !contractFiles.includes(module))
      .map((module) => {
        const calls = registrations
          .filter((registration) => registration.module === module)
          .map((r) => r.call);
        return (
          `${MODULES}/${module}/ registers ${calls.join(", ")} but ${CONTRACTS}/${module}.calls.ts does not ` +
          "exist: create it and move those calls into it"
        );
      });
    expect(orphans).toEqual([]);
  });

  it("has each contract file declare only calls its module registers", async () => {
    const unregistered: string[] = [];
    for (const name of contractFiles) {
      const registered = new Set(registrations.filter((r) => r.module === name).map((r) => r.call));
      const exports: Record<string, unknown> = await import(
        pathToFileURL(path.join(contractsRoot, `${name}.calls.ts`)).href
      );
      for (const [call, value] of Object.entries(exports)) {
        if (!isCall(value) || registered.has(call)) continue;
        unregistered.push(
          `${CONTRACTS}/${name}.calls.ts declares ${call}, which ${MODULES}/${name}/ does not register: move it ` +
            "into the contract file of the module that registers it",
        );
      }
    }
    expect(unregistered).toEqual([]);
  });
});
