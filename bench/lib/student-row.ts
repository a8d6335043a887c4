/** A plain student row for the bench seeds: no roles, no second factor, the shared precomputed hash. */
export function studentRow(
  scope: string,
  usuario: string,
  index: number,
  passwordHash: string,
  createdAt: string,
) {
  return {
    scope,
    usuario,
    nome: `Estudante ${index}`,
    email: null,
    foto: null,
    password_hash: passwordHash,
    can_share: 0,
    can_publish: 0,
    must_change_password: 0,
    platform_admin: 0,
    client_id: null,
    two_factor_enabled: 0,
    created_at: createdAt,
  };
}
