import * as platformAdminsCalls from "@trilha/contracts/platform-admins.calls";
import { callFunction } from "../../../lib/api.ts";
import { callQueryWith, callRefresh } from "../../../lib/call-hooks.ts";

/**
 * The administrators of one platform (the main tenant's administrators; the server checks). Spec §8: a list's
 * 401 goes to /logado, which `QueryContent` does; the session stays.
 */
export const usePlatformAdmins = callQueryWith(platformAdminsCalls.platformAdminList, (tenantId: number) => ({
  body: { plataforma_id: tenantId },
}));

export const useReloadPlatformAdmins = callRefresh(platformAdminsCalls.platformAdminList);

// Each action keeps its own pending and outcome state, so these are plain functions, not hooks.
export const addPlatformAdmin = callFunction(platformAdminsCalls.platformAdminAdd);
export const invitePlatformAdmin = callFunction(platformAdminsCalls.platformAdminInvite);
export const removePlatformAdmin = callFunction(platformAdminsCalls.platformAdminRemove);
export const resetPlatformAdminTwoFactor = callFunction(platformAdminsCalls.platformAdminResetTwoFactor);
