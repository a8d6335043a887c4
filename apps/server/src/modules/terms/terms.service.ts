import type { Language } from "@trilha/contracts/rules/languages";
import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { findAcceptance, findCurrentTerms, insertAcceptance } from "./terms.repository.ts";

/** Spec §2 terms of use: the current version in the caller's language and whether they accepted it. */
export async function currentTermsFor(
  context: Pick<RequestContext, "shared" | "data" | "scope" | "lang">,
  caller: Authenticated,
) {
  const terms = await findCurrentTerms(context.shared, context.lang);
  if (!terms) return { versao: 0, titulo: "", texto: "", aceito: true, aceito_em: null };
  const acceptance = await findAcceptance(context.data, caller.user.id, terms.versao);
  return { ...terms, aceito: acceptance !== undefined, aceito_em: acceptance?.accepted_at ?? null };
}

/**
 * Records that the caller accepted `version`. Only the version the person was shown can be accepted, and only
 * while it is the current one; agreeing is the person's own act, so a visiting administrator cannot.
 */
export async function acceptTerms(
  context: Pick<RequestContext, "shared" | "data" | "scope" | "origin" | "now"> & { lang: Language },
  caller: Authenticated,
  version: number,
): Promise<void> {
  requireOwner(caller);
  const terms = await findCurrentTerms(context.shared, context.lang);
  if (!terms || terms.versao !== version) throw new HttpError(409, "terms.outdated");
  await insertAcceptance(context.data, {
    userId: caller.user.id,
    versao: terms.versao,
    at: context.now.toISOString(),
    ip: context.origin.ip,
  });
}
