import { visitEnd, visitSearch, visitStart } from "@trilha/contracts/visiting.calls";
import { callForgetAll, callMutation } from "../../../lib/call-hooks.ts";

export const useVisitSearch = callMutation(visitSearch);
export const useVisitStart = callMutation(visitStart);
// The visiting session ends in this browser whatever the server says (it may have expired already), and the
// administrator's own session comes back: a 401 here must not end that one.
export const useVisitEnd = callMutation(visitEnd, { unauthorized: "keep-session" });

/** Leaving a visit forgets every answer loaded as the visited user. */
export const useForgetVisitedCalls = callForgetAll();
