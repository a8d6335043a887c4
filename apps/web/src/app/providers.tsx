import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import type { ReactNode } from "react";
import { TenantProvider } from "../lib/tenant-context.tsx";

interface AppProvidersProps {
  tenant: TenantPublicConfig;
  children: ReactNode;
}

/** What every page reads: the tenant. The cache of loaded calls comes with the parts that load them (query-client). */
export function AppProviders({ tenant, children }: AppProvidersProps) {
  return <TenantProvider tenant={tenant}>{children}</TenantProvider>;
}
