import { tenantSave } from "@trilha/contracts/tenants.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/**
 * Platforms are the registry, not scoped rows: this names the scope's own platform for the matrix, and gives it
 * sign-in client ids of its own through the editor's call.
 */
export const tenantsIsolationSeed: IsolationSeedContributor = {
  tables: [],
  async seed({ scope, marker, ok, tokens }) {
    const clientId = `${marker}-client.apps.googleusercontent.com`;
    await ok(
      tenantSave,
      { plataforma_id: scope.tenantId, configuracoes: { google_login_id: clientId } },
      tokens.admin,
    );
    return { values: { tenant: [scope.tenantId], providerClientId: [clientId] } };
  },
};
