import path from "node:path";
import { describe, expect, it } from "vitest";
import { FLOORS, floorOf, importEdges, importLoops, moduleOf } from "./import-graph.ts";

const root = path.resolve(import.meta.dirname, "..");
const edges = importEdges(root);

/**
 * Imports that still run up a floor, each to be removed: a new one fails this test. (The guards of the access
 * levels reach `register-call.ts` as an app decorator, `app.guardOf`, not an import.)
 */
const KNOWN_UPWARD_IMPORTS = new Set<string>();

describe("the server's floors", () => {
  it("reads the imports it judges", () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(edges).toContainEqual({ from: "app.ts", to: path.join("modules", "login", "login.routes.ts") });
  });

  it(`imports only down the floors (${FLOORS.join(" < ")}) or along one`, () => {
    const upward = edges
      .filter((edge) => FLOORS.indexOf(floorOf(edge.to)) > FLOORS.indexOf(floorOf(edge.from)))
      .map((edge) => `${edge.from} → ${edge.to}`);
    expect(upward.filter((edge) => !KNOWN_UPWARD_IMPORTS.has(edge))).toEqual([]);
  });

  it("has no modules that import each other round in a loop", () => {
    const between = edges.flatMap((edge) => {
      const from = moduleOf(edge.from);
      const to = moduleOf(edge.to);
      return from && to ? [{ from, to }] : [];
    });
    expect(importLoops(between)).toEqual([]);
  });
});

describe("importLoops", () => {
  it("finds every group of nodes that reach each other, and nothing else", () => {
    const loops = importLoops([
      { from: "a", to: "b" },
      { from: "b", to: "c" },
      { from: "c", to: "a" },
      { from: "c", to: "d" },
      { from: "d", to: "e" },
      { from: "e", to: "d" },
      { from: "f", to: "f" },
    ]);
    expect(loops).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
  });
});
