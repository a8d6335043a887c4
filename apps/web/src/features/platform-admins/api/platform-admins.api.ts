import {
  platformAdminAdd,
  platformAdminInvite,
  platformAdminList,
  platformAdminRemove,
  platformAdminResetTwoFactor,
} from "@trilha/contracts/platform-admins.calls";
import { callFunction, callQueryWith, callRefresh } from "../../../lib/call-hooks.ts";

/**
 * The administrators of one platform (the main tenant's administrators; the server checks). Spec §8: a list's
 * 401 goes to /logado, which `QueryContent` does; the session stays.
 */
export const usePlatformAdmins = callQueryWith(platformAdminList, (tenantId: number) => ({
  body: { plataforma_id: tenantId },
}));

export const useReloadPlatformAdmins = callRefresh(platformAdminList);

// Each action keeps its own pending and outcome state, so these are plain functions, not hooks.
export const addPlatformAdmin = callFunction(platformAdminAdd);
export const invitePlatformAdmin = callFunction(platformAdminInvite);
export const removePlatformAdmin = callFunction(platformAdminRemove);
export const resetPlatformAdminTwoFactor = callFunction(platformAdminResetTwoFactor);
