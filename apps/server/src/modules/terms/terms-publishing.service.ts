import { TERMS_ACCEPTANCES_PAGE_SIZE } from "@trilha/contracts/limits";
import type { Language } from "@trilha/contracts/rules/languages";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { isPrincipalTenant } from "../tenants/tenant.policy.ts";
import { countTargetedUsers } from "../users/user.service.ts";
import {
  countAcceptances,
  countAcceptancesByVersion,
  insertTermsVersion,
  listAcceptances,
  listTermsTexts,
} from "./terms.repository.ts";

type TermsContext = Pick<RequestContext, "shared" | "data" | "scope" | "tenant">;

/** The terms are one text for the whole platform: only the principal tenant's administrators publish them. */
export function mayPublishTerms(context: Pick<RequestContext, "shared" | "tenant">): boolean {
  return isPrincipalTenant(context.tenant);
}

/** Every version with its texts, and how many of the scope's people accepted each. */
export async function termsVersionsFor(context: TermsContext) {
  const [texts, accepted, people] = await Promise.all([
    listTermsTexts(context.shared),
    countAcceptancesByVersion(context.data),
    countTargetedUsers(context.data, { clientIds: [], userIds: [] }),
  ]);
  const versions = new Map<number, { versao: number; publicado_em: string; textos: typeof texts }>();
  for (const text of texts) {
    const versao = Number(text.versao);
    const version = versions.get(versao) ?? { versao, publicado_em: text.published_at, textos: [] };
    version.textos.push(text);
    versions.set(versao, version);
  }
  return {
    versoes: [...versions.values()].map((version) => ({
      versao: version.versao,
      publicado_em: version.publicado_em,
      textos: version.textos.map(({ idioma, titulo, texto }) => ({
        idioma: idioma as Language,
        titulo,
        texto,
      })),
      aceites: accepted.get(version.versao) ?? 0,
    })),
    pessoas: people,
    pode_publicar: mayPublishTerms(context),
  };
}

/**
 * Publishes the next version from one text per language (pt-br required: the others fall back to it). Everyone
 * is asked to accept it at their next page, as `logado/termos` then names a version they have not accepted.
 */
export async function publishTerms(
  context: TermsContext & Pick<RequestContext, "shared" | "now">,
  texts: readonly { idioma: Language; titulo: string; texto: string }[],
): Promise<number> {
  if (!mayPublishTerms(context)) throw new HttpError(403, "terms.publishPrincipalOnly");
  const languages = texts.map((text) => text.idioma);
  if (new Set(languages).size !== languages.length) throw new HttpError(400, "terms.languageTwice");
  if (!languages.includes("pt-br")) throw new HttpError(400, "terms.portugueseRequired");
  const cleaned = texts.map((text) => ({
    idioma: text.idioma,
    titulo: text.titulo.trim(),
    // Line ends as one convention, and no run of blank lines longer than one paragraph break.
    texto: text.texto
      .replace(/\r\n?/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  }));
  return insertTermsVersion(context.shared, cleaned, context.now.toISOString());
}

export async function termsAcceptancesOf(context: TermsContext, versao: number, pagina: number) {
  const limit = TERMS_ACCEPTANCES_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listAcceptances(context.data, versao, { limit, offset: (pagina - 1) * limit }),
    countAcceptances(context.data, versao),
  ]);
  return {
    aceites: rows.map((row) => ({
      usuario: { id: row.id, nome: row.nome, usuario: row.usuario },
      aceito_em: row.accepted_at,
    })),
    total,
    pagina,
    limite: limit,
  };
}
