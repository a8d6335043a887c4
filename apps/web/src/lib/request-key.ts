/**
 * A random key a form sends with a call that must not happen twice (a delivery, an 'Atribuir'): a repeat of
 * the same key, after a double tap or a lost answer, is answered as the first was.
 */
export function requestKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
