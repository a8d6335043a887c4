import { managedNetworks } from "@trilha/contracts/networks.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

export const useManagedNetworks = callQuery(managedNetworks);
