import type { CallContract } from "@trilha/contracts/call";
import fc from "fast-check";
import { validValue } from "./contract-arbitraries.ts";
import { type CallField, type FieldMode, OPTIONAL_SENT } from "./isolation-fields.ts";

/** One request of the matrix: a body and query for a call, and which field carries which value. */
export interface Probe {
  label: string;
  body: Record<string, unknown>;
  query: Record<string, unknown> | null;
  /** The field set to another scope's (or the caller's own) value; null for a call without id fields. */
  field: CallField | null;
  mode: FieldMode | null;
}

/** The values a field takes: the candidates of its entity kinds, in one scope. */
export type ValuesOf = (field: CallField) => readonly unknown[];
/** A plain field's value where the matrix knows a good one; undefined draws one from the contract. */
export type PlainValue = (field: CallField) => unknown;

/**
 * The requests for one call: for each id field and each candidate value, the call with that field set to it
 * (other required fields filled — id fields with their first candidate, plain ones by `plainValue` or drawn
 * from the contract — and optional ones left out, but those of OPTIONAL_SENT); then, with several id fields, one with all of them set at
 * once; a call without id fields gets one request. A candidate the contract refuses is tried as text or number
 * before it is dropped; `unfit` lists the fields none of whose candidates fit.
 */
export function buildProbes(
  callName: string,
  call: CallContract,
  fields: readonly CallField[],
  values: ValuesOf,
  plainValue: PlainValue,
): { probes: Probe[]; unfit: string[] } {
  const base = { body: {} as Record<string, unknown>, query: {} as Record<string, unknown> };
  for (const field of fields) {
    if (!field.id && field.name in OPTIONAL_SENT) {
      set(base, field, OPTIONAL_SENT[field.name]);
      continue;
    }
    if (!field.required) continue;
    const value = field.id ? listed(field, values(field)[0]) : plainValue(field);
    set(base, field, value === undefined ? sample(field, callName) : value);
  }
  const idFields = fields.filter((field) => field.id);
  const probes: Probe[] = [];
  const unfit: string[] = [];
  for (const field of idFields) {
    let fitted = 0;
    for (const value of values(field)) {
      const fit = fitting(call, base, field, value);
      if (!fit) continue;
      fitted += 1;
      probes.push({
        label: `${field.path}=${String(value).slice(0, 24)}`,
        ...fit,
        field,
        mode: field.id?.mode ?? null,
      });
    }
    if (fitted === 0) unfit.push(`${callName}.${field.path}`);
  }
  if (idFields.length > 1) {
    let all: { body: Record<string, unknown>; query: Record<string, unknown> } | null = clone(base);
    for (const field of idFields) {
      all = all && fitting(call, all, field, values(field)[0]);
    }
    const lookup = idFields.find((field) => field.id?.mode === "lookup");
    if (all)
      probes.push({ label: "every id field", ...all, field: lookup ?? null, mode: lookup ? "lookup" : null });
  }
  if (idFields.length === 0) probes.push({ label: "no id field", ...clone(base), field: null, mode: null });
  return {
    probes: probes.map((probe) => ({ ...probe, query: call.query ? probe.query : null })),
    unfit,
  };
}

/** The path of a probe, its query string included. */
export function probePath(path: string, probe: Probe): string {
  if (!probe.query || Object.keys(probe.query).length === 0) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(probe.query)) params.set(key, String(value));
  return `${path}?${params}`;
}

type Parts = { body: Record<string, unknown>; query: Record<string, unknown> };

/** A list field (a notice's schools) carries its ids as a list of one. */
function listed(field: CallField, value: unknown): unknown {
  return field.schema.type === "array" && value !== undefined ? [value] : value;
}

function fitting(call: CallContract, base: Parts, field: CallField, value: unknown): Parts | null {
  const candidates = [value];
  if (typeof value === "number") candidates.push(String(value));
  if (typeof value === "string" && /^\d+$/.test(value)) candidates.push(Number(value));
  for (const candidate of candidates.map((item) => listed(field, item))) {
    const parts = clone(base);
    set(parts, field, candidate);
    const schema = field.where === "body" ? call.body : call.query;
    const input = field.where === "body" ? parts.body : stringified(parts.query);
    if (schema?.safeParse(input).success) return parts;
  }
  return null;
}

function set(parts: Parts, field: CallField, value: unknown): void {
  const keys = field.path.split(".");
  let target = parts[field.where];
  for (const key of keys.slice(0, -1)) {
    target[key] = { ...((target[key] as Record<string, unknown>) ?? {}) };
    target = target[key] as Record<string, unknown>;
  }
  target[keys.at(-1) as string] = value;
}

// Queries travel as text; the contract coerces them, so it is checked the way the server will see them.
function stringified(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

function clone(parts: Parts): Parts {
  return structuredClone(parts);
}

/** A fixed draw per field, so a failure replays the same body. */
function sample(field: CallField, callName: string): unknown {
  let seed = 0;
  for (const char of `${callName}.${field.path}`) seed = (seed * 31 + char.charCodeAt(0)) | 0;
  return fc.sample(validValue(field.schema), { numRuns: 1, seed })[0];
}
