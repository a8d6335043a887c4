import { useQueryClient } from "@tanstack/react-query";
import {
  announcementAdminList,
  announcementAudience,
  announcementRemove,
  announcementSave,
  userAnnouncements,
} from "@trilha/contracts/announcements.calls";
import { serverDate } from "@trilha/contracts/licensing.calls";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";

export const useUserAnnouncements = callQuery(userAnnouncements);
/** The server's clock: the same query (and cached answer) as the notices'. */
export const useServerDate = callQuery(serverDate);

export const useAuthoredAnnouncements = callQuery(announcementAdminList);
const useSaveCall = callMutation(announcementSave);
const useRemoveCall = callMutation(announcementRemove);
/** How many people an audience reaches, for the editor's preview. */
export const useAnnouncementAudience = callMutation(announcementAudience);

/** Saving or removing one refreshes the editors' list and what people are shown. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [announcementAdminList, userAnnouncements].map((call) =>
        queryClient.invalidateQueries({ queryKey: [call.method, call.path] }),
      ),
    );
}

export function useSaveAnnouncement() {
  const refresh = useRefresh();
  return useSaveCall({ onSuccess: () => refresh() });
}

export function useRemoveAnnouncement() {
  const refresh = useRefresh();
  return useRemoveCall({ onSuccess: () => refresh() });
}
