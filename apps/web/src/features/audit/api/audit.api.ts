import { useInfiniteQuery } from "@tanstack/react-query";
import { auditList } from "@trilha/contracts/audit.calls";
import { tenantUndo } from "@trilha/contracts/tenants.calls";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callRefresh } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { useSessionToken } from "../../../lib/use-session.ts";
import { type AuditFilterValues, toListBody } from "../audit-filters.ts";

/** The audit log under the given filters, a page at a time (platform administrators; the server checks). */
export function useAuditList(filters: AuditFilterValues) {
  const lang = useLanguage();
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey: [auditList.method, auditList.path, lang, token, filters],
    queryFn: ({ pageParam, signal }) =>
      apiCall(auditList, {
        signal,
        body: toListBody(filters, pageParam),
        // Spec §8: the page's 401 goes to /logado, which `QueryContent` does, so the session is not ended here.
        unauthorized: "keep-session",
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.proximo ?? undefined,
    enabled: token !== null,
  });
}

/** Undoes a platform change from its audit entry (the tenants module's call; the audit page is where it is made). */
export const useUndoTenantChange = callMutation(tenantUndo);

/** After an undo: the log loads again, with the undo's own entries on top. */
export const useForgetAudit = callRefresh(auditList);
