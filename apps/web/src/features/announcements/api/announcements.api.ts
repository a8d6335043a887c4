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
/** How many people an audience reaches, for the editor's preview. */
export const useAnnouncementAudience = callMutation(announcementAudience);

/** Saving or removing one refreshes the editors' list and what people are shown. */
const refreshes = [announcementAdminList, userAnnouncements];
export const useSaveAnnouncement = callMutation(announcementSave, { refreshes });
export const useRemoveAnnouncement = callMutation(announcementRemove, { refreshes });
