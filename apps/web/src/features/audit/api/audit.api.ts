import { auditList } from "@trilha/contracts/audit.calls";
import { tenantUndo } from "@trilha/contracts/tenants.calls";
import { callInfiniteQuery, callMutation, callRefresh } from "../../../lib/call-hooks.ts";
import { type AuditFilterValues, toListBody } from "../audit-filters.ts";

/**
 * The audit log under the given filters, a page at a time from the cursor the last page gives (platform
 * administrators; the server checks). Spec §8: the page's 401 goes to /logado, which `QueryContent` does, so
 * the session is not ended here.
 */
export const useAuditList = callInfiniteQuery(
  auditList,
  (cursor: string | undefined, filters: AuditFilterValues) => ({ body: toListBody(filters, cursor) }),
  { firstPage: undefined, nextPage: (page) => page.proximo ?? undefined },
);

/** Undoes a platform change from its audit entry (the tenants module's call; the audit page is where it is made). */
export const useUndoTenantChange = callMutation(tenantUndo);

/** After an undo: the log loads again, with the undo's own entries on top. */
export const useForgetAudit = callRefresh(auditList);
