import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as checkedSerializerCompiler } from "fastify-type-provider-zod";
import { type ZodType, z } from "zod";

type Stringify = (data: unknown) => string;

const writers = new WeakMap<object, Stringify | null>();

/**
 * Answers are written by the contract's schema, compiled once into a writer (fast-json-stringify) that emits
 * the schema's properties only, so a field the contract does not name never leaves the server. Outside
 * production (`checked`) the answer is also validated against the schema and the writer's text compared with
 * the validated value's, so a handler that breaks its contract, or a schema the writer reads otherwise than
 * zod, fails the tests. A schema JSON Schema cannot express, or one with a union (the writer picks a branch by
 * validating, where zod strips keys per branch), keeps the checked path everywhere.
 */
export function responseSerializerCompiler(checked: boolean): FastifySerializerCompiler<ZodType> {
  return (route) => {
    const write = writerOf(route.schema);
    const check = checked || !write ? checkedSerializerCompiler(route) : null;
    if (!check) return write as Stringify;
    if (!write) return check;
    return (data) => {
      const expected = check(data);
      const written = write(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the answer's writer and its contract disagree`);
      }
      return written;
    };
  };
}

function writerOf(schema: ZodType): Stringify | null {
  let write = writers.get(schema);
  if (write === undefined) {
    write = compileWriter(schema);
    writers.set(schema, write);
  }
  return write;
}

function compileWriter(schema: ZodType): Stringify | null {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: "output", target: "draft-7" });
  } catch {
    return null;
  }
  if (hasUnion(jsonSchema)) return null;
  return fastJson(jsonSchema) as Stringify;
}

function hasUnion(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  if ("anyOf" in node || "oneOf" in node) return true;
  return Object.values(node).some(hasUnion);
}
