import { serverDate } from "@trilha/contracts/licensing.calls";
import * as noticesCalls from "@trilha/contracts/notices.calls";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";

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
