/** RFC 9110 host: a reg-name of DNS characters or an IPv6 literal, then an optional port; nothing else. */
const HOST_HEADER = /^(?<name>[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The host name a request's Host header names, lower case and without the port or a final root dot, or null
 * when the header is not a valid host (RFC 9112 §3.2 asks for a 400 then). User info (`a@b`), a second
 * colon, spaces and any byte outside ASCII (look-alike letters from other scripts) are all refused here.
 */
export function hostNameOf(header: string | undefined): string | null {
  const name = header === undefined ? undefined : HOST_HEADER.exec(header)?.groups?.name;
  if (!name) return null;
  return name.toLowerCase().replace(/\.$/, "");
}
