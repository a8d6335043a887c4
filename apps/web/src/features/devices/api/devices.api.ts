import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { deviceDelete, deviceDeleteAll, deviceList } from "@trilha/contracts/devices.calls";
import { callFunction, callQuery } from "../../../lib/call-hooks.ts";

export const useDeviceList = callQuery(deviceList);

const removeOne = callFunction(deviceDelete);
const removeAllOthers = callFunction(deviceDeleteAll);

/** What to end: one other session (its handle), or every other one (`all`, with the current session's handle). */
export interface DeviceRemoval {
  all: boolean;
  handle: string;
}

/** Ends one connected device's session, or all the others at once. */
export function useDeviceRemoval(
  options: Omit<UseMutationOptions<unknown, unknown, DeviceRemoval>, "mutationFn">,
) {
  return useMutation({
    ...options,
    mutationFn: (target: DeviceRemoval) =>
      target.all ? removeAllOthers({ token: target.handle }) : removeOne({ token: target.handle }),
  });
}
