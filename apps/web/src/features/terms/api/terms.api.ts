import { termsAccept, termsCurrent } from "@trilha/contracts/terms.calls";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";

export const useTermsCurrent = callQuery(termsCurrent);
export const useTermsAccept = callMutation(termsAccept);
