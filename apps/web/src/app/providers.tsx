import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import type { ReactNode } from "react";
import { type QueryClient, QueryClientProvider } from "../lib/query-client.ts";
import { TenantProvider } from "../lib/tenant-context.tsx";

interface AppProvidersProps {
  tenant: TenantPublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ tenant, queryClient, children }: AppProvidersProps) {
  return (
    <TenantProvider tenant={tenant}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TenantProvider>
  );
}
