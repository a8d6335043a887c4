import type { UserRow } from "../../db/schema.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";

/** ADMIN_TWO_FACTOR_REQUIRED: a platform administrator always passes a second factor and cannot turn it off. */
export function mustUseSecondFactor(
  config: { adminTwoFactorRequired: boolean },
  user: Pick<UserRow, "platform_admin">,
): boolean {
  return config.adminTwoFactorRequired && isPlatformAdmin(user);
}
