import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import type { ReactNode } from "react";
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
