import { API_DOCS_PATHS } from "@trilha/contracts/api-docs-paths";
import { isLanguage, type Language } from "@trilha/contracts/rules/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { renderApiDocsPage } from "./api-docs-page.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi-document.ts";

/** The reference is the same for every tenant and changes only with a deploy: a few minutes of caching. */
const CACHE_CONTROL = "public, max-age=300";

/** Whether a path is one of the reference's, which every host serves, inactive tenants included. */
export function isApiDocsPath(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return bare === API_DOCS_PATHS.page || bare === API_DOCS_PATHS.document;
}

function languageOf(request: FastifyRequest): Language {
  const { lang } = request.query as { lang?: unknown };
  return isLanguage(lang) ? lang : "pt-br";
}

/** GET /openapi.json (OpenAPI 3.1, generated from the contracts) and GET /docs, the same as a page. */
export default async function apiDocsRoutes(app: FastifyInstance) {
  const documents = new Map<Language, { json: string; page: string }>();
  const rendered = (lang: Language) => {
    let found = documents.get(lang);
    if (!found) {
      const document: OpenApiDocument = buildOpenApiDocument(lang);
      found = { json: JSON.stringify(document), page: renderApiDocsPage(document, lang) };
      documents.set(lang, found);
    }
    return found;
  };

  app.get(API_DOCS_PATHS.document, async (request, reply) =>
    reply
      .header("cache-control", CACHE_CONTROL)
      .type("application/json; charset=utf-8")
      .send(rendered(languageOf(request)).json),
  );

  app.get(API_DOCS_PATHS.page, async (request, reply) =>
    reply
      .header("cache-control", CACHE_CONTROL)
      .type("text/html; charset=utf-8")
      .send(rendered(languageOf(request)).page),
  );
}
