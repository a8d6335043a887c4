/**
 * What the VLibras widget needs from the page's CSP: its script, the images, animation bundles and sounds it
 * fetches from its own server, the translation service on sibling hosts of the same domain (traducao2., dicionario2.
 * on the official one), the WebAssembly of its 3D player and the player's blob workers. Nothing when it is disabled.
 */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  media: string[];
  frame: string[];
  worker: string[];
}

const NONE: CspSources = { script: [], connect: [], img: [], media: [], frame: [], worker: [] };

function isDomainName(hostname: string): boolean {
  return hostname.includes(".") && !/^[0-9.]+$/.test(hostname) && !hostname.startsWith("[");
}

export function vlibrasCspSources(vlibrasUrl: string | null): CspSources {
  if (!vlibrasUrl) return NONE;
  const url = new URL(vlibrasUrl);
  const origin = url.origin;
  const siblings = isDomainName(url.hostname)
    ? [`${url.protocol}//*.${url.hostname.replace(/^www\./, "")}`]
    : [];
  const assets = [origin, ...siblings];
  return {
    script: [origin, "'wasm-unsafe-eval'"],
    connect: assets,
    img: assets,
    media: assets,
    frame: [origin],
    worker: ["blob:"],
  };
}
