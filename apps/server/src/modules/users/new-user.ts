import type { NewUser } from "../../db/schema.ts";

type Required = "usuario" | "nome" | "password_hash";

/** What every new account is unless told otherwise: no e-mail, photo, client, roles or second factor. */
export const NEW_USER_DEFAULTS = {
  email: null,
  foto: null,
  can_share: 0,
  can_publish: 0,
  must_change_password: 0,
  platform_admin: 0,
  client_id: null,
  two_factor_enabled: 0,
} as const satisfies Partial<NewUser>;

/**
 * A `users` row from what is particular to it: `NEW_USER_DEFAULTS`, created now, unless `fields` says
 * otherwise. One place for the defaults every way of making an account shares.
 */
export function newUserRow<F extends Pick<NewUser, Required> & Partial<Omit<NewUser, Required>>>(fields: F) {
  // Not read off the clock when given: the bench seeds make a million rows.
  return { ...NEW_USER_DEFAULTS, created_at: fields.created_at ?? new Date().toISOString(), ...fields };
}
