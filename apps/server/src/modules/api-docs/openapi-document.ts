import type { CallAccess, CallContract } from "@trilha/contracts/call";
import { errorBody } from "@trilha/contracts/errors";
import { LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import { translate } from "@trilha/i18n/translate";
import { z } from "zod";
import { allCalls } from "../../http/all-calls.ts";

export type JsonSchema = { [key: string]: unknown };

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  "x-access"?: CallAccess;
  security?: Array<Record<string, string[]>>;
  parameters: Array<JsonSchema>;
  requestBody?: { required: boolean; content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, JsonSchema>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<"get" | "post", Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

/** Bumped when a call changes in a way an existing client would notice. */
const API_VERSION = "1.0.0";
const SESSION_SCHEME = "sessao";
const ERROR_SCHEMA = "Erro";
/** Each access level's key in the catalogue (openapi.accessName, openapi.accessDescription). */
export const ACCESS_KEYS = {
  public: "public",
  session: "session",
  "recent-session": "recentSession",
  "platform-admin": "platformAdmin",
} as const satisfies Record<CallAccess, string>;

/**
 * A zod schema as JSON Schema 2020-12, the dialect OpenAPI 3.1 uses. Requests are described as a client sends
 * them (defaults make a field optional), answers as the server writes them.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
}

function errorResponse(description: string): JsonSchema {
  return {
    description,
    content: { "application/json": { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
  };
}

/** The failures every call may answer with, and those its guard adds. */
function errorResponsesOf(access: CallAccess): Record<string, JsonSchema> {
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  return {
    "400": ref("RequisicaoInvalida"),
    ...(access === "public" ? {} : { "401": ref("SemSessao") }),
    "403": ref("Proibido"),
    ...(access === "recent-session" ? { "428": ref("ConfirmarSenha") } : {}),
    "429": ref("TentativasDemais"),
    default: ref("Falha"),
  };
}

function queryParameters(query: z.core.$ZodType | undefined): JsonSchema[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query, "input");
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

function operationOf(lang: Language, name: string, call: CallContract): Operation {
  const tag = call.path.split("/")[1] ?? "";
  const accessKey = ACCESS_KEYS[call.access];
  const notes = [translate(lang, `openapi.accessDescription.${accessKey}`)];
  if (tag === "dev") notes.push(translate(lang, "openapi.devOnly"));
  return {
    operationId: name,
    tags: [tag],
    summary: `${call.method} ${call.path}`,
    description: notes.join(" "),
    "x-access": call.access,
    security: call.access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
    parameters: [{ $ref: "#/components/parameters/lang" }, ...queryParameters(call.query)],
    ...(call.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchemaOf(call.body, "input") } },
          },
        }
      : {}),
    responses: {
      "200": {
        description: translate(lang, "openapi.ok"),
        content: { "application/json": { schema: jsonSchemaOf(call.response, "output") } },
      },
      ...errorResponsesOf(call.access),
    },
  };
}

/** Two routes that are not calls of the contracts but that clients reach all the same. */
function extraPaths(lang: Language): OpenApiDocument["paths"] {
  return {
    "/healthz": {
      get: {
        operationId: "health",
        tags: ["healthz"],
        summary: "GET /healthz",
        description: translate(lang, "openapi.health"),
        security: [],
        parameters: [],
        responses: {
          "200": {
            description: translate(lang, "openapi.ok"),
            content: {
              "application/json": {
                schema: jsonSchemaOf(
                  z.object({ status: z.enum(["ok", "erro"]), database: z.boolean() }),
                  "output",
                ),
              },
            },
          },
          "503": { description: translate(lang, "openapi.status.default") },
        },
      },
    },
    "/foto-perfil/{foto}": {
      get: {
        operationId: "profilePhoto",
        tags: ["foto-perfil"],
        summary: "GET /foto-perfil/{foto}",
        description: translate(lang, "openapi.photo"),
        security: [],
        parameters: [
          {
            name: "foto",
            in: "path",
            required: true,
            description: translate(lang, "openapi.photoName"),
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: translate(lang, "openapi.ok"),
            content: { "image/webp": { schema: { type: "string", contentMediaType: "image/webp" } } },
          },
          "404": errorResponse(translate(lang, "openapi.notFound")),
        },
      },
    },
  };
}

/** The OpenAPI 3.1 description of every call, generated from the contracts so it cannot drift from them. */
export function buildOpenApiDocument(
  lang: Language,
  calls: Readonly<Record<string, CallContract>> = allCalls,
): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const [name, call] of Object.entries(calls)) {
    paths[call.path] = {
      ...paths[call.path],
      [call.method === "GET" ? "get" : "post"]: operationOf(lang, name, call),
    };
  }
  Object.assign(paths, extraPaths(lang));
  const tags = [
    ...new Set(
      Object.values(paths)
        .flatMap((item) => Object.values(item))
        .flatMap((op) => op.tags),
    ),
  ];
  return {
    openapi: "3.1.0",
    info: {
      title: translate(lang, "openapi.title"),
      version: API_VERSION,
      description: [
        translate(lang, "openapi.intro"),
        translate(lang, "openapi.tenancy"),
        translate(lang, "openapi.languages", { list: LANGUAGES.join(", ") }),
        translate(lang, "openapi.auth"),
      ].join("\n\n"),
    },
    servers: [{ url: "/" }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { [ERROR_SCHEMA]: jsonSchemaOf(errorBody, "output") },
      parameters: {
        lang: {
          name: "lang",
          in: "path",
          required: true,
          description: translate(lang, "openapi.langParameter"),
          schema: { type: "string", enum: [...LANGUAGES] },
        },
      },
      responses: {
        RequisicaoInvalida: errorResponse(translate(lang, "openapi.status.400")),
        SemSessao: errorResponse(translate(lang, "openapi.status.401")),
        Proibido: errorResponse(translate(lang, "openapi.status.403")),
        ConfirmarSenha: errorResponse(translate(lang, "openapi.status.428")),
        TentativasDemais: errorResponse(translate(lang, "openapi.status.429")),
        Falha: errorResponse(translate(lang, "openapi.status.default")),
      },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "http",
          scheme: "bearer",
          description: translate(lang, "openapi.sessionScheme"),
        },
      },
    },
  };
}
