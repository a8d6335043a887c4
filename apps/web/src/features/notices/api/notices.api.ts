import { serverDate } from "@trilha/contracts/licensing.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

/** The server's clock: the same query (and cached answer) as the announcements'. */
export const useServerDate = callQuery(serverDate);
