import { newUserRow } from "../../apps/server/src/modules/users/new-user.ts";

/** A plain student row for the bench seeds: no roles, no second factor, the shared precomputed hash. */
export function studentRow(
  scope: string,
  usuario: string,
  index: number,
  passwordHash: string,
  createdAt: string,
) {
  return newUserRow({
    scope,
    usuario,
    nome: `Estudante ${index}`,
    password_hash: passwordHash,
    created_at: createdAt,
  });
}
