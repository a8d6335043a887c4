import { userAnnouncements } from "@trilha/contracts/announcements.calls";
import { serverDate } from "@trilha/contracts/licensing.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

export const useUserAnnouncements = callQuery(userAnnouncements);
/** The server's clock: the same query (and cached answer) as the notices'. */
export const useServerDate = callQuery(serverDate);
