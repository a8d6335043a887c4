import { serverDate } from "@trilha/contracts/licensing.calls";
import { noticesFile } from "@trilha/contracts/notices";
import * as noticesCalls from "@trilha/contracts/notices.calls";
import { callMutation, callQuery, callQueryWith } from "../../../lib/call-hooks.ts";

/** {origin}/mensagens.json: the tenant's notices, before sign-in too; a failure shows none, and is not retried. */
export const useNoticesFile = callQueryWith(noticesFile, () => ({}), { withoutSession: true, noRetry: true });

/** The server's clock: the same query (and cached answer) as the announcements'. */
export const useServerDate = callQuery(serverDate);

export const useAuthoredNotices = callQuery(noticesCalls.noticeAdminList);
export const useNoticeAudience = callMutation(noticesCalls.noticeAudience);

// Saving or removing a notice refreshes the editors' list.
export const useSaveNotice = callMutation(noticesCalls.noticeSave, {
  refreshes: [noticesCalls.noticeAdminList],
});
export const useRemoveNotice = callMutation(noticesCalls.noticeRemove, {
  refreshes: [noticesCalls.noticeAdminList],
});
