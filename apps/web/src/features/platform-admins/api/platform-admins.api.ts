import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  platformAdminAdd,
  platformAdminInvite,
  platformAdminList,
  platformAdminRemove,
  platformAdminResetTwoFactor,
} from "@trilha/contracts/platform-admins.calls";
import { apiCall } from "../../../lib/api.ts";
import { callFunction } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

/** The administrators of one platform (the main tenant's administrators; the server checks). */
export function usePlatformAdmins(tenantId: number) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(platformAdminList, lang, token), tenantId],
    queryFn: ({ signal }) =>
      // Spec §8: a list's 401 goes to /logado, which `QueryContent` does; the session stays.
      apiCall(platformAdminList, { signal, body: { plataforma_id: tenantId }, unauthorized: "keep-session" }),
    enabled: token !== null,
  });
}

export function useReloadPlatformAdmins() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: [platformAdminList.method, platformAdminList.path] });
}

// Each action keeps its own pending and outcome state, so these are plain functions, not hooks.
export const addPlatformAdmin = callFunction(platformAdminAdd);
export const invitePlatformAdmin = callFunction(platformAdminInvite);
export const removePlatformAdmin = callFunction(platformAdminRemove);
export const resetPlatformAdminTwoFactor = callFunction(platformAdminResetTwoFactor);
