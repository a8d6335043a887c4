import type { TenantScope } from "../../db/tenant-scope.ts";
import type { SecretBox } from "../../providers/secrets/secret-box.ts";

/** The row a seed belongs to, sealed with it: a sealed seed copied onto another account does not open. */
function sealContext(scope: TenantScope | string, userId: number): string {
  return `two_factor_totp:${typeof scope === "string" ? scope : scope.key}:${userId}`;
}

/** An authenticator seed as the database stores it. */
export function sealTotpSecret(
  secrets: SecretBox,
  scope: TenantScope | string,
  userId: number,
  secret: string,
) {
  return secrets.seal(secret, sealContext(scope, userId));
}

/** The seed of a stored row, to check a code against. */
export function openTotpSecret(
  secrets: SecretBox,
  scope: TenantScope | string,
  row: { user_id: number; secret: string },
): string {
  return secrets.open(row.secret, sealContext(scope, row.user_id));
}
