import type { TenantServer } from "./tenant-server.ts";

/** Reads the terms of use the account is shown, then accepts that version: both answers, for the test to judge. */
export async function acceptCurrentTerms(t: Pick<TenantServer, "request">, token: string) {
  const terms = await t.request("GET", "/conta/pt-br/logado/termos", { token });
  const accepted = await t.request("POST", "/conta/pt-br/logado/termos/aceitar", {
    token,
    body: { versao: terms.json.versao },
  });
  return { terms, accepted };
}
