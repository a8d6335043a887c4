/** Spec §2 "Wiki link": where it goes when the tenant has no wiki of its own. */
export const DEFAULT_WIKI_URL = "https://wiki.trilha.app.br";

/** The tenant's wiki (`links.wiki`) when it is an http(s) address, else the default wiki. */
export function wikiUrl(links: { wiki?: string | null | undefined }): string {
  const wiki = links.wiki?.trim();
  if (!wiki) return DEFAULT_WIKI_URL;
  try {
    const url = new URL(wiki);
    // Only web addresses: a javascript: or data: link must never become a clickable option.
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : DEFAULT_WIKI_URL;
  } catch {
    return DEFAULT_WIKI_URL;
  }
}
