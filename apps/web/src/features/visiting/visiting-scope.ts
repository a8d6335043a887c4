/**
 * Visiting is bound to the administrator's data scope, which the server takes from the address in use. A
 * platform's administration page offers it only for the platform the browser is on, or one sharing its data.
 */
export function isSameScope(
  current: { slug: string; database_share: string | null },
  target: { slug: string; database_share: string | null },
): boolean {
  if (current.database_share !== null || target.database_share !== null) {
    return current.database_share === target.database_share;
  }
  return current.slug === target.slug;
}
