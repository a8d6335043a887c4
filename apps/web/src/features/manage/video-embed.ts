/**
 * Videos enter a lesson only through YouTube's and Vimeo's privacy-enhanced players, the ones the server's
 * sanitiser and the page's CSP allow: whatever address a person pastes (a watch page, a short link, an
 * embed) becomes that player's address, or is refused.
 */
const YOUTUBE_ID = /^[\w-]{6,20}$/;

export function embedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^www\./, "").replace(/^m\./, "");
  const youtube = (id: string | null | undefined) =>
    id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") return youtube(url.searchParams.get("v"));
    const match = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
    return youtube(match?.[1]);
  }
  if (host === "youtu.be") return youtube(url.pathname.slice(1));
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const match = /^\/(?:video\/)?(\d{1,15})\/?$/.exec(url.pathname);
    return match ? `https://player.vimeo.com/video/${match[1]}?dnt=1` : null;
  }
  return null;
}

/** A link's address, with https:// added when a person typed just `site.example/page`; null when unsafe. */
export function linkUrl(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === "") return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return ["https:", "http:", "mailto:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}
