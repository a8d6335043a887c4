import { API_DOCS_PATHS } from "@trilha/contracts/api-docs-paths";
import type { CallAccess } from "@trilha/contracts/call";
import { errorBody } from "@trilha/contracts/errors";
import { LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import { translate } from "@trilha/i18n/translate";
import {
  ACCESS_KEYS,
  type JsonSchema,
  jsonSchemaOf,
  type OpenApiDocument,
  type Operation,
} from "./openapi-document.ts";
import { type FieldRow, fieldRows } from "./schema-fields.ts";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Tagged template that escapes every interpolation unless it is already rendered markup. */
class Markup {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts
      .map((part) => (part instanceof Markup ? part.html : escapeHtml(String(part ?? ""))))
      .join("");
    out += strings[index + 1] ?? "";
  });
  return new Markup(out);
}

// Plain CSS, no script: the page works under the site's Content-Security-Policy as it is.
const STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #57606a; --line: #d0d7de; --code: #f3f5f7;
  --get: #0a6b2f; --post: #0b4fa8; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9aa5b1; --line: #30363d;
  --code: #161b22; --get: #56d37f; --post: #79b8ff; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { margin-top: 0; } h2 { border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-top: 2.5rem; }
h3 { font-size: 1.05rem; margin: 0 0 .5rem; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9em; }
pre { background: var(--code); padding: .75rem; overflow: auto; border-radius: 6px; }
a { color: var(--post); }
.method { font-weight: 700; } .method-get { color: var(--get); } .method-post { color: var(--post); }
.call { border: 1px solid var(--line); border-radius: 8px; padding: 1rem; margin: 1rem 0; }
.muted { color: var(--muted); }
table { border-collapse: collapse; width: 100%; margin: .25rem 0 1rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .3rem .5rem; vertical-align: top; }
th { font-weight: 600; }
.fields { table-layout: fixed; } .fields td, .fields th { overflow-wrap: anywhere; }
.fields th:nth-child(1) { width: 34%; } .fields th:nth-child(2) { width: 26%; } .fields th:nth-child(3) { width: 14%; }
h3 code { overflow-wrap: anywhere; }
@media (max-width: 40rem) { main { padding: .75rem; } .call { padding: .6rem; } th, td { padding: .25rem; font-size: .85rem; } }
nav ul { columns: 2 22rem; padding-left: 1.2rem; }
h4 { margin: .75rem 0 .25rem; font-size: .95rem; }
`;

function fieldTable(lang: Language, rows: FieldRow[]): Markup {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  return html`<table class="fields">
<thead><tr><th scope="col">${t("openapi.field")}</th><th scope="col">${t("openapi.type")}</th><th scope="col">${t("openapi.required")}</th><th scope="col">${t("openapi.constraints")}</th></tr></thead>
<tbody>${rows.map(
    (row) =>
      html`<tr><td><code>${row.name || t("openapi.wholeBody")}</code></td><td><code>${row.type}</code></td><td>${row.required ? t("openapi.yes") : t("openapi.no")}</td><td><code>${row.constraints}</code></td></tr>`,
  )}</tbody></table>`;
}

function schemaBlock(lang: Language, heading: string, schema: JsonSchema | undefined): Markup {
  if (!schema) return html`<h4>${heading}</h4><p class="muted">${translate(lang, "openapi.noBody")}</p>`;
  return html`<h4>${heading}</h4>${fieldTable(lang, fieldRows(schema))}`;
}

function contentSchema(holder: JsonSchema | undefined): JsonSchema | undefined {
  const content = holder?.content as Record<string, { schema?: JsonSchema }> | undefined;
  return content?.["application/json"]?.schema;
}

function errorList(lang: Language, document: OpenApiDocument, operation: Operation): Markup {
  const items = Object.entries(operation.responses)
    .filter(([status]) => status !== "200")
    .map(([status, response]) => {
      const ref = typeof response.$ref === "string" ? response.$ref.split("/").at(-1) : undefined;
      const resolved = ref ? document.components.responses[ref] : response;
      return html`<li><code>${status}</code> ${String(resolved?.description ?? "")}</li>`;
    });
  return html`<h4>${translate(lang, "openapi.errorResponses")}</h4><ul>${items}</ul>`;
}

function accessLabel(lang: Language, operation: Operation): string {
  const access = operation["x-access"];
  if (!access) return translate(lang, "openapi.accessName.public");
  return translate(lang, `openapi.accessName.${ACCESS_KEYS[access as CallAccess]}`);
}

function operationSection(
  lang: Language,
  document: OpenApiDocument,
  path: string,
  method: string,
  operation: Operation,
): Markup {
  const parameters = operation.parameters.filter((parameter) => !("$ref" in parameter));
  return html`<section class="call" id="${operation.operationId}" aria-labelledby="${operation.operationId}-title">
<h3 id="${operation.operationId}-title"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${path}</code> <span class="muted">${operation.operationId}</span></h3>
<p><strong>${translate(lang, "openapi.access")}:</strong> ${accessLabel(lang, operation)}. ${operation.description}</p>
${
  parameters.length > 0
    ? html`<h4>${translate(lang, "openapi.parameters")}</h4>${fieldTable(
        lang,
        parameters.map((parameter) => ({
          name: String(parameter.name),
          type: `${String(parameter.in)}: ${String((parameter.schema as JsonSchema | undefined)?.type ?? "string")}`,
          required: parameter.required === true,
          constraints: String(parameter.description ?? ""),
        })),
      )}`
    : ""
}
${schemaBlock(lang, translate(lang, "openapi.requestBody"), contentSchema(operation.requestBody as JsonSchema | undefined))}
${schemaBlock(lang, translate(lang, "openapi.response"), contentSchema(operation.responses["200"]))}
${errorList(lang, document, operation)}
</section>`;
}

/** A readable reference of every call, rendered on the server from the same document /openapi.json serves. */
export function renderApiDocsPage(document: OpenApiDocument, lang: Language): string {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) =>
    translate(lang, key, vars);
  const operations = Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        path,
        method,
        operation: operation as Operation,
      })),
    )
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const groups = document.tags.map((tag) => ({
    tag: tag.name,
    operations: operations.filter(({ operation }) => operation.tags.includes(tag.name)),
  }));
  const page = html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${document.info.title}</title>
<style>${new Markup(STYLE)}</style>
</head>
<body>
<main>
<h1>${document.info.title}</h1>
<p>${t("openapi.intro")} <a href="${API_DOCS_PATHS.document}?lang=${lang}">${t("openapi.download")}</a></p>
<p>${t("openapi.otherLanguages")}: ${LANGUAGES.map((other, index) => html`${index > 0 ? " · " : ""}<a href="${API_DOCS_PATHS.page}?lang=${other}" hreflang="${other}" lang="${other}"${other === lang ? new Markup(' aria-current="page"') : ""}>${translate(other, "openapi.languageName")}</a>`)}</p>
<ul>
<li>${t("openapi.tenancy")}</li>
<li>${t("openapi.languages", { list: LANGUAGES.join(", ") })}</li>
<li>${t("openapi.auth")}</li>
<li>${t("openapi.errors")}<pre>${JSON.stringify({ status: "erro", mensagem: "…" })}</pre>${fieldTable(lang, fieldRows(jsonSchemaOf(errorBody, "output")))}</li>
</ul>
<nav aria-labelledby="contents-title">
<h2 id="contents-title">${t("openapi.contents")}</h2>
<ul>${operations.map(({ path, method, operation }) => html`<li><a href="#${operation.operationId}"><span class="method method-${method}">${method.toUpperCase()}</span> <code>${path}</code></a></li>`)}</ul>
</nav>
${groups.map(
  (group) =>
    html`<h2 id="tag-${group.tag}">/${group.tag}</h2>${group.operations.map(({ path, method, operation }) =>
      operationSection(lang, document, path, method, operation),
    )}`,
)}
</main>
</body>
</html>`;
  return page.html;
}
