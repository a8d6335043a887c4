import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  tenantCreate,
  tenantList,
  tenantLogoRemove,
  tenantLogoUpload,
  tenantRead,
  tenantSave,
} from "@trilha/contracts/tenants.calls";
import { apiCall } from "../../../lib/api.ts";
import { callFunction, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

export const useTenantList = callQuery(tenantList);

/** One platform's full record for its editor (platform administrators; the server checks whose). */
export function useTenantRecord(id: number | undefined) {
  const lang = useLanguage();
  const session = useSession();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: [...apiQueryKey(tenantRead, lang, token), id],
    queryFn: ({ signal }) =>
      // Spec §8: a platform page's 401 goes to /logado, which `QueryContent` does; the session stays.
      apiCall(tenantRead, { signal, body: { plataforma_id: id ?? 0 }, unauthorized: "keep-session" }),
    enabled: token !== null && id !== undefined,
  });
}

/** After a platform changed: the lists and records that show it load again. */
export function useForgetTenants() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [tenantList.method, tenantList.path] }),
      queryClient.invalidateQueries({ queryKey: [tenantRead.method, tenantRead.path] }),
    ]);
}

// The editor keeps its own pending and outcome state, so these are plain functions, not hooks.
export const createPlatform = callFunction(tenantCreate);
export const savePlatform = callFunction(tenantSave);
export const uploadPlatformLogo = callFunction(tenantLogoUpload);
export const removePlatformLogo = callFunction(tenantLogoRemove);
