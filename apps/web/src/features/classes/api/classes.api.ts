import { activeGroups } from "@trilha/contracts/classes.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

export const useActiveGroups = callQuery(activeGroups);
