import { describe, expect, it } from "vitest";
import {
  forgetTrustedDevice,
  forgetTrustedDeviceById,
  parseTrustedDevices,
  readTrustedDevices,
  rememberTrustedDevice,
  TRUSTED_DEVICES_KEY,
  trustedDeviceIdOf,
  trustedDeviceTokenFor,
} from "./trusted-devices.ts";

describe("trusted devices in localStorage", () => {
  it("drops anything malformed instead of trusting it", () => {
    expect(parseTrustedDevices(null)).toEqual({});
    expect(parseTrustedDevices("{oops")).toEqual({});
    expect(parseTrustedDevices("[1,2]")).toEqual({});
    expect(
      parseTrustedDevices(
        JSON.stringify({
          "7": { usuario: "seguro", token: "t", id: "h" },
          "8": { usuario: "x" },
          abc: { usuario: "y", token: "t", id: "h" },
        }),
      ),
    ).toEqual({ "7": { usuario: "seguro", token: "t", id: "h" } });
  });

  it("keeps one token per user id and finds it by the login as typed", () => {
    rememberTrustedDevice(7, { usuario: "1001", token: "token-7", id: "handle-7" });
    rememberTrustedDevice(9, { usuario: "seguro", token: "token-9", id: "handle-9" });
    expect(trustedDeviceTokenFor("0001001")).toBe("token-7");
    expect(trustedDeviceTokenFor("seguro")).toBe("token-9");
    expect(trustedDeviceTokenFor("outra")).toBeUndefined();
    expect(trustedDeviceIdOf(9)).toBe("handle-9");
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_KEY) ?? "{}")).toHaveProperty("7");

    forgetTrustedDevice(7);
    expect(trustedDeviceTokenFor("1001")).toBeUndefined();
    forgetTrustedDeviceById("handle-9");
    expect(readTrustedDevices()).toEqual({});
    expect(window.localStorage.getItem(TRUSTED_DEVICES_KEY)).toBeNull();
  });
});
