import { useQueryClient } from "@tanstack/react-query";
import { serverDate } from "@trilha/contracts/licensing.calls";
import { noticeAdminList, noticeAudience, noticeRemove, noticeSave } from "@trilha/contracts/notices.calls";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";

/** The server's clock: the same query (and cached answer) as the announcements'. */
export const useServerDate = callQuery(serverDate);

export const useAuthoredNotices = callQuery(noticeAdminList);
export const useNoticeAudience = callMutation(noticeAudience);

const useSaveCall = callMutation(noticeSave);
const useRemoveCall = callMutation(noticeRemove);

/** Saving or removing a notice refreshes the editors' list. */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [noticeAdminList.method, noticeAdminList.path] });
}

export function useSaveNotice() {
  const refresh = useRefreshList();
  return useSaveCall({ onSuccess: () => refresh() });
}

export function useRemoveNotice() {
  const refresh = useRefreshList();
  return useRemoveCall({ onSuccess: () => refresh() });
}
