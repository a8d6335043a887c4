import type { JsonSchema } from "./openapi-document.ts";

export interface FieldRow {
  /** Dotted path of the field; `[]` marks the items of a list. Empty for the body as a whole. */
  name: string;
  type: string;
  required: boolean;
  constraints: string;
}

const CONSTRAINT_KEYWORDS = [
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "minItems",
  "maxItems",
  "pattern",
  "format",
  "default",
] as const;

// zod writes the safe-integer range on every integer; it says nothing a reader needs.
const NOISE = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

function branches(schema: JsonSchema): JsonSchema[] | null {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(list) ? list : null;
}

export function typeLabel(schema: JsonSchema): string {
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = branches(schema);
  if (union) return union.map(typeLabel).join(" | ");
  const type = schema.type;
  if (Array.isArray(type)) return type.join(" | ");
  if (type === "array") return `${typeLabel((schema.items ?? {}) as JsonSchema)}[]`;
  if (type === "object" && !schema.properties && typeof schema.additionalProperties === "object") {
    return `Record<string, ${typeLabel(schema.additionalProperties as JsonSchema)}>`;
  }
  return typeof type === "string" ? type : "any";
}

function constraintsOf(schema: JsonSchema): string {
  return CONSTRAINT_KEYWORDS.filter((keyword) => keyword in schema && !NOISE.has(schema[keyword] as number))
    .map((keyword) => `${keyword}: ${JSON.stringify(schema[keyword])}`)
    .join(", ");
}

/** The object a field holds, looking through "or null" and list wrappers, if it has fields of its own. */
function nestedObject(schema: JsonSchema): { schema: JsonSchema; suffix: string } | null {
  if (schema.type === "object" && schema.properties) return { schema, suffix: "." };
  if (schema.type === "array" && schema.items) {
    const inner = nestedObject(schema.items as JsonSchema);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : null;
  }
  const union = branches(schema);
  const objects = union?.map(nestedObject).filter((found) => found !== null) ?? [];
  return objects.length === 1 ? (objects[0] ?? null) : null;
}

/** A JSON Schema as rows a person can read: one per field, nested fields under their parent's name. */
export function fieldRows(schema: JsonSchema, prefix = ""): FieldRow[] {
  if (!(schema.type === "object" && schema.properties)) {
    return prefix
      ? []
      : [{ name: "", type: typeLabel(schema), required: true, constraints: constraintsOf(schema) }];
  }
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(schema.properties as Record<string, JsonSchema>).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      type: typeLabel(property),
      required: required.has(key),
      constraints: constraintsOf(property),
    };
    const nested = nestedObject(property);
    return [row, ...(nested ? fieldRows(nested.schema, `${name}${nested.suffix}`) : [])];
  });
}
