/**
 * Logins (RA numbers) are typed with or without leading zeros; both must reach the server as the same user.
 * Case is kept because logins are compared as given.
 */
export function normalizeLogin(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === "") return "";
  const stripped = trimmed.replace(/^0+/, "");
  // A login made only of zeros must not vanish into an empty (i.e. "missing") value.
  return stripped === "" ? "0" : stripped;
}
