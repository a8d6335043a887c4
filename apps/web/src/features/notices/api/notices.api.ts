import { serverDate } from "@trilha/contracts/licensing.calls";
import { noticeAdminList, noticeAudience, noticeRemove, noticeSave } from "@trilha/contracts/notices.calls";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";

/** The server's clock: the same query (and cached answer) as the announcements'. */
export const useServerDate = callQuery(serverDate);

export const useAuthoredNotices = callQuery(noticeAdminList);
export const useNoticeAudience = callMutation(noticeAudience);

// Saving or removing a notice refreshes the editors' list.
export const useSaveNotice = callMutation(noticeSave, { refreshes: [noticeAdminList] });
export const useRemoveNotice = callMutation(noticeRemove, { refreshes: [noticeAdminList] });
