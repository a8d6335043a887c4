import { managedNetworks } from "@trilha/contracts/networks.calls";
import { guardianStudents } from "@trilha/contracts/students.calls";
import { tenantList } from "@trilha/contracts/tenants.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

/** The panel's lists: the same queries (and cached answers) as the pages that show them. */
export const useTenantList = callQuery(tenantList);
export const useGuardianStudents = callQuery(guardianStudents);
export const useManagedNetworks = callQuery(managedNetworks);
