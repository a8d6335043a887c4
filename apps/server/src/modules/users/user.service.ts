import type { Db } from "../../db/database.ts";
import type { UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { toSessionUser } from "./session-user.ts";
import { findUserExtras } from "./user.repository.ts";

// Other modules find a user of the scope by id or login, and its platform administrators, through here.
export {
  findUserById,
  findUserByLogin,
  listPlatformAdmins,
  revokePlatformAdmin,
} from "./user.repository.ts";

/** The spec §3 session object of a user, their second factors and client read in the same scope. */
export async function sessionUserOf(
  db: Db,
  scope: TenantScope,
  user: UserRow,
  token: string | null,
): Promise<ReturnType<typeof toSessionUser>> {
  return toSessionUser(user, await findUserExtras(db, scope, user), token);
}
