import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import { createContext, type ReactNode, useContext } from "react";
import { FALLBACK_TENANT } from "./tenant-config.ts";

const TenantContext = createContext<TenantPublicConfig>(FALLBACK_TENANT);

export function TenantProvider({ tenant, children }: { tenant: TenantPublicConfig; children: ReactNode }) {
  return <TenantContext value={tenant}>{children}</TenantContext>;
}

export function useTenant(): TenantPublicConfig {
  return useContext(TenantContext);
}
