import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../lib/i18n.ts";
import { TenantProvider } from "../lib/tenant-context.tsx";

interface AppProvidersProps {
  tenant: TenantPublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ tenant, queryClient, children }: AppProvidersProps) {
  return (
    <TenantProvider tenant={tenant}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </TenantProvider>
  );
}
