import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";

/**
 * Spec §3 "saved 2FA user ids": the devices this browser was told to trust ('Salvar este dispositivo').
 * localStorage under this key holds a JSON object keyed by user id:
 *   { "<user id>": { "usuario": "<login>", "token": "<trusted-device token>", "id": "<its handle>" } }
 * The login is kept so the sign-in form can send the right token before it knows the user id; the handle
 * marks 'this browser' in the settings list. Storage is per origin, so per tenant host.
 */
export const TRUSTED_DEVICES_KEY = "creator-2fa-dispositivos";

export interface TrustedDeviceEntry {
  usuario: string;
  token: string;
  id: string;
}

export type TrustedDevices = Record<string, TrustedDeviceEntry>;

function isEntry(value: unknown): value is TrustedDeviceEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.usuario === "string" && typeof entry.token === "string" && typeof entry.id === "string";
}

/** The stored map; anything malformed is dropped rather than trusted. */
export function parseTrustedDevices(raw: string | null): TrustedDevices {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([key, value]) => /^\d+$/.test(key) && isEntry(value)),
    ) as TrustedDevices;
  } catch {
    return {};
  }
}

export function readTrustedDevices(): TrustedDevices {
  return parseTrustedDevices(readStorage(TRUSTED_DEVICES_KEY));
}

function write(devices: TrustedDevices): void {
  writeStorage(TRUSTED_DEVICES_KEY, Object.keys(devices).length === 0 ? null : JSON.stringify(devices));
}

/** The token to send with a sign-in of this login (as typed: leading zeros do not matter), if any. */
export function trustedDeviceTokenFor(login: string): string | undefined {
  const usuario = normalizeLogin(login);
  return Object.values(readTrustedDevices()).find((entry) => entry.usuario === usuario)?.token;
}

export function trustedDeviceIdOf(userId: number): string | undefined {
  return readTrustedDevices()[String(userId)]?.id;
}

export function rememberTrustedDevice(userId: number, entry: TrustedDeviceEntry): void {
  write({ ...readTrustedDevices(), [String(userId)]: entry });
}

export function forgetTrustedDevice(userId: number): void {
  const devices = readTrustedDevices();
  if (!(String(userId) in devices)) return;
  delete devices[String(userId)];
  write(devices);
}

export function forgetTrustedDeviceById(id: string): void {
  const devices = readTrustedDevices();
  write(Object.fromEntries(Object.entries(devices).filter(([, entry]) => entry.id !== id)));
}
