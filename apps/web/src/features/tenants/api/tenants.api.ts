import * as tenantsCalls from "@trilha/contracts/tenants.calls";
import { callFunction } from "../../../lib/api.ts";
import { callQuery, callQueryWith, callRefresh } from "../../../lib/call-hooks.ts";

export const useTenantList = callQuery(tenantsCalls.tenantList);

/**
 * One platform's full record for its editor (platform administrators; the server checks whose). Spec §8: a
 * platform page's 401 goes to /logado, which `QueryContent` does; the session stays.
 */
export const useTenantRecord = callQueryWith(
  tenantsCalls.tenantRead,
  (id: number | undefined) => ({ body: { plataforma_id: id ?? 0 } }),
  { enabled: (id) => id !== undefined },
);

/** After a platform changed: the lists and records that show it load again. */
export const useForgetTenants = callRefresh(tenantsCalls.tenantList, tenantsCalls.tenantRead);

// The editor keeps its own pending and outcome state, so these are plain functions, not hooks.
export const createPlatform = callFunction(tenantsCalls.tenantCreate);
export const savePlatform = callFunction(tenantsCalls.tenantSave);
export const approvePlatformHost = callFunction(tenantsCalls.tenantHostApprove);
export const uploadPlatformLogo = callFunction(tenantsCalls.tenantLogoUpload);
export const removePlatformLogo = callFunction(tenantsCalls.tenantLogoRemove);
