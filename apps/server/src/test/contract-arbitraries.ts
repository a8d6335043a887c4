import type { CallContract } from "@trilha/contracts/call";
import fc from "fast-check";
import { z } from "zod";

/** The subset of JSON Schema that `z.toJSONSchema` writes for our contracts. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
}

// Strings far longer than this say nothing new about a handler: the size limits have tests of their own.
const LONGEST_STRING = 300;

/**
 * Values a contract accepts, generated from the JSON Schema zod writes for it: the fuzz suite and the
 * isolation matrix build every call's body from its contract, so a new call is covered the day it exists.
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(validValue));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type })));
  switch (types[0]) {
    case "string":
      return stringValue(schema);
    case "integer":
      return fc.integer({ min: lowerBound(schema, true), max: upperBound(schema, true) });
    case "number":
      return fc.double({
        min: lowerBound(schema, false),
        max: upperBound(schema, false),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object":
      return objectValue(schema);
    default:
      return fc.jsonValue();
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl();
  if (schema.format === "date-time")
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === "uuid") return fc.uuid();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_STRING, LONGEST_STRING));
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function objectValue(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => [
    key,
    validValue(property),
  ]);
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>, {
    requiredKeys: [...required].filter((key) => key in (schema.properties ?? {})),
  });
}

function lowerBound(schema: JsonSchema, integer: boolean): number {
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  return Math.max(schema.minimum ?? -1_000_000, -1_000_000);
}

function upperBound(schema: JsonSchema, integer: boolean): number {
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  return Math.min(schema.maximum ?? 1_000_000, 1_000_000);
}

export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const validBodies = new WeakMap<CallContract, fc.Arbitrary<unknown>>();
const invalidBodies = new WeakMap<CallContract, fc.Arbitrary<unknown>>();

/** A body the call's contract accepts (an empty object for calls without one). */
export function validBody(call: CallContract): fc.Arbitrary<unknown> {
  let arbitrary = validBodies.get(call);
  if (!arbitrary) {
    arbitrary = call.body ? validValue(jsonSchemaOf(call.body)) : fc.constant({});
    validBodies.set(call, arbitrary);
  }
  return arbitrary;
}

/** Bodies a contract should refuse, or that probe its edges: wrong types, missing or extra fields, junk. */
export function invalidBody(call: CallContract): fc.Arbitrary<unknown> {
  const cached = invalidBodies.get(call);
  if (cached) return cached;
  const valid = validBody(call);
  const arbitrary = fc.oneof(
    fc.anything(),
    fc.jsonValue(),
    valid.chain((body) =>
      typeof body === "object" && body !== null && Object.keys(body).length > 0
        ? fc.constantFrom(...Object.keys(body)).chain((key) =>
            fc.oneof(
              // A required field missing, or of the wrong type.
              fc.constant(omit(body as Record<string, unknown>, key)),
              fc.anything().map((value) => ({ ...(body as Record<string, unknown>), [key]: value })),
              // A string far past any limit.
              fc.constant({ ...(body as Record<string, unknown>), [key]: "x".repeat(70_000) }),
            ),
          )
        : fc.anything(),
    ),
    valid.map((body) =>
      typeof body === "object" && body !== null
        ? { ...(body as object), __proto__: { admin: true }, extra: 1 }
        : body,
    ),
  );
  invalidBodies.set(call, arbitrary);
  return arbitrary;
}

function omit(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = body;
  return rest;
}
