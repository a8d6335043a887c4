import type { UserRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { toSessionUser } from "./session-user.ts";
import { findUserExtras } from "./user.repository.ts";

// Other modules find users of the scope, its platform administrators and its schools through here, and set the
// columns of the user row that are theirs to decide (a password hash, a photo, an e-mail typed in, 2FA on, a
// person's registration, an imported file's people).
export {
  countTargetedUsers,
  deactivatePeople,
  endWaitForSchool,
  findUserById,
  findUserByLogin,
  findUsersByIds,
  findUsersByLogins,
  insertSourcedPeople,
  insertUser,
  listClients,
  listPlatformAdmins,
  replaceOutdatedHash,
  revokePlatformAdmin,
  setPasswordHash,
  setSelfAssertedEmail,
  setTwoFactorEnabled,
  setUserPhoto,
  updateImportedPerson,
  updatePersonFields,
} from "./user.repository.ts";

/** The spec §3 session object of a user, their second factors and client read in the same scope. */
export async function sessionUserOf(
  data: ScopedDb,
  user: UserRow,
  token: string | null,
): Promise<ReturnType<typeof toSessionUser>> {
  return toSessionUser(user, await findUserExtras(data, user), token);
}
