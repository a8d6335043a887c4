export const CONTINUE_FALLBACK = "/logado";

// Either alphabet, optional padding; "%" is allowed because a router may hand over the segment undecoded.
const ENCODED_SEGMENT = /^[A-Za-z0-9+/_%-]+=*$/;
const CONTROL_CHARACTER = /\p{Cc}/u;

export function encodeContinuePath(path: string): string {
  const bytes = new TextEncoder().encode(path);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeBase64(encoded: string): string | null {
  let text = encoded;
  if (text.includes("%")) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  if (!ENCODED_SEGMENT.test(text) || text.includes("%")) return null;

  const unpadded = text.replace(/=+$/, "");
  const padding = text.length - unpadded.length;
  // Padding, when present, must be exactly what completes the last quantum; one leftover char is no byte.
  if (unpadded.length % 4 === 1) return null;
  if (padding > 0 && text.length % 4 !== 0) return null;

  const standard = unpadded.replace(/-/g, "+").replace(/_/g, "/");
  let binary: string;
  try {
    binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Only a same-origin absolute path may be followed after sign-in; anything else would turn the continue
 * link into an open redirect. A single leading "/" already rules out a scheme or another host.
 */
function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  // Browsers treat "\" like "/", so "/\evil.example" is protocol-relative.
  // Control characters are rejected too: URL parsers drop tabs and newlines, so "/\t/evil.example" would
  // collapse into "//evil.example".
  return !path.includes("\\") && !CONTROL_CHARACTER.test(path);
}

export function decodeContinuePath(encoded: string | null | undefined): string {
  if (!encoded) return CONTINUE_FALLBACK;
  const path = decodeBase64(encoded);
  return path !== null && isSameOriginPath(path) ? path : CONTINUE_FALLBACK;
}
