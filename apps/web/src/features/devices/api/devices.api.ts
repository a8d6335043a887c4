import { deviceDelete, deviceDeleteAll, deviceList } from "@trilha/contracts/devices.calls";
import { callMutation, callQuery, callRefresh } from "../../../lib/call-hooks.ts";

export const useDeviceList = callQuery(deviceList);

const useRemoveOne = callMutation(deviceDelete);
const useRemoveAllOthers = callMutation(deviceDeleteAll);
const useRefreshDevices = callRefresh(deviceList);

/** What to end: one other session (its handle), or every other one (`all`, with the current session's handle). */
export interface DeviceRemoval {
  all: boolean;
  handle: string;
}

/** Ends one connected device's session, or all the others at once; the list loads again either way. */
export function useDeviceRemoval(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const refresh = useRefreshDevices();
  const settled = { ...options, onSettled: refresh };
  const one = useRemoveOne(settled);
  const allOthers = useRemoveAllOthers(settled);
  return {
    isPending: one.isPending || allOthers.isPending,
    mutate: ({ all, handle }: DeviceRemoval) => (all ? allOthers : one).mutate({ token: handle }),
  };
}
