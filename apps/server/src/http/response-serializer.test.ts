import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ZodType, z } from "zod";
import { jsonSchemaOf, validValue } from "../test/contract-arbitraries.ts";
import { allCalls } from "./all-calls.ts";
import { responseSerializerCompiler } from "./response-serializer.ts";

const inProduction = responseSerializerCompiler(false);
const writerOf = (schema: ZodType) => inProduction({ schema, method: "POST", url: "/x", httpStatus: "200" });
/** Binary answers (a report's screenshot) have no JSON to write. */
const jsonCalls = Object.entries(allCalls).filter(([, call]) => {
  try {
    z.toJSONSchema(call.response, { io: "output" });
    return true;
  } catch {
    return false;
  }
});

describe("answers written by their contract in production", () => {
  it.each(jsonCalls)("%s: writes what the contract's schema lets through, and no more", (_, call) => {
    const schema = call.response as ZodType;
    const write = writerOf(schema);
    let compared = 0;
    for (const value of fc.sample(validValue(jsonSchemaOf(schema)), { numRuns: 40, seed: 7 })) {
      const encoded = z.safeEncode(schema, value);
      if (!encoded.success) continue;
      const withExtra =
        typeof value === "object" && value !== null && !Array.isArray(value)
          ? { ...value, senha_hash: "never sent" }
          : value;
      expect(JSON.parse(write(withExtra))).toEqual(JSON.parse(JSON.stringify(encoded.data)));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it("checks answers outside production, and refuses one that breaks its contract", () => {
    const schema = z.object({ nome: z.string() });
    const checked = responseSerializerCompiler(true)({
      schema,
      method: "POST",
      url: "/x",
      httpStatus: "200",
    });
    expect(checked({ nome: "Ana", senha: "x" })).toBe('{"nome":"Ana"}');
    expect(() => checked({ nome: 3 })).toThrow();
  });
});
