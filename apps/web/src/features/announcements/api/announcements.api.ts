import * as announcementsCalls from "@trilha/contracts/announcements.calls";
import { serverDate } from "@trilha/contracts/licensing.calls";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";

export const useUserAnnouncements = callQuery(announcementsCalls.userAnnouncements);
/** The server's clock: the same query (and cached answer) as the notices'. */
export const useServerDate = callQuery(serverDate);

export const useAuthoredAnnouncements = callQuery(announcementsCalls.announcementAdminList);
/** How many people an audience reaches, for the editor's preview. */
export const useAnnouncementAudience = callMutation(announcementsCalls.announcementAudience);

/** Saving or removing one refreshes the editors' list and what people are shown. */
const refreshes = [announcementsCalls.announcementAdminList, announcementsCalls.userAnnouncements];
export const useSaveAnnouncement = callMutation(announcementsCalls.announcementSave, { refreshes });
export const useRemoveAnnouncement = callMutation(announcementsCalls.announcementRemove, { refreshes });
