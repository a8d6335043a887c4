/**
 * The administrators most API suites cast, as `useTenantServer` takes its users: the tenant's, whose name
 * shows in lists and audit entries, and the second tenant's.
 */
export const SCHOOL_ADMIN = { usuario: "admin", nome: "Marina Alves", platformAdmin: true } as const;
export const OTHER_ADMIN = { usuario: "admin", nome: "Outro Admin", platformAdmin: true } as const;
