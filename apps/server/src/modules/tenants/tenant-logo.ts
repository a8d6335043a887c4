import { createHash } from "node:crypto";
import { PHOTO_MAX_BYTES } from "@trilha/contracts/limits";
import { base64OfDataUrl, detectImageType } from "@trilha/contracts/rules/image-type";
import type { TenantRow } from "../../db/schema.ts";
import { scopeOfTenant } from "../../db/tenant-scope.ts";
import { HttpError } from "../../http/http-error.ts";
import { imageCodec } from "../../lib/image-codec.ts";
import type { StorageProvider } from "../../providers/storage/storage-provider.ts";
import { LOGO_NAME } from "./tenant-config.ts";

export const LOGO_CONTENT_TYPE = "image/webp";
/** The stored logo fits this box: enough for a header at twice the pixel density. */
const LOGO_MAX_WIDTH = 640;
const LOGO_MAX_HEIGHT = 320;
const LOGO_MAX_INPUT_SIDE = 6000;
const INPUT_OPTIONS = {
  limitInputPixels: LOGO_MAX_INPUT_SIDE * LOGO_MAX_INPUT_SIDE,
  failOn: "error",
} as const;

/**
 * Logos live in their platform's own folder: the platform's scope as if it shared nothing, so moving it into
 * or out of a share never loses its logo. Names carry the platform too.
 */
function logoFolder(storage: StorageProvider, tenant: Pick<TenantRow, "id">) {
  return storage.folder(scopeOfTenant({ id: tenant.id, database_share: null }), "logos");
}

const fileOf = (tenant: Pick<TenantRow, "id">, name: string) => `tenant-${tenant.id}-${name}`;

// An SVG can carry scripts and outside references; no sanitiser is trusted with it here, so it is refused.
const SVG_START = /^\s*(<\?xml|<svg|<!--|<!doctype svg)/i;

/**
 * A PNG or WebP from a data URL, read by its bytes (the declared type proves nothing), re-encoded as WebP
 * inside the logo box, which also drops whatever else the file carried. Answers its content-hashed name.
 */
export async function storeLogo(
  storage: StorageProvider,
  tenant: Pick<TenantRow, "id">,
  dataUrl: string,
): Promise<string> {
  const base64 = base64OfDataUrl(dataUrl);
  if (base64 === null || base64 === "") throw new HttpError(400, "tenants.logoNotImage");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, "tenants.logoTooLarge");
  if (SVG_START.test(bytes.subarray(0, 256).toString("utf8"))) throw new HttpError(415, "tenants.logoSvg");
  const type = detectImageType(bytes);
  if (type !== "png" && type !== "webp") throw new HttpError(415, "tenants.logoType");
  let data: Buffer;
  const sharp = await imageCodec();
  try {
    const metadata = await sharp(bytes, INPUT_OPTIONS).metadata();
    if (metadata.format !== type) throw new Error("format differs from the signature");
    data = await sharp(bytes, INPUT_OPTIONS)
      .resize(LOGO_MAX_WIDTH, LOGO_MAX_HEIGHT, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new HttpError(400, "tenants.logoNotImage");
  }
  const name = `${createHash("sha256").update(data).digest("base64url").slice(0, 32)}.webp`;
  await logoFolder(storage, tenant).put(fileOf(tenant, name), data);
  return name;
}

/**
 * A platform's current logo, or null (a replaced one, an address of its own, none). Logos are public, shown on
 * the sign-in page: any host serves one by its name, so the main tenant's editor can show another platform's
 * under its own origin (the content security policy allows images from 'self' only).
 */
export function readLogo(
  storage: StorageProvider,
  tenant: Pick<TenantRow, "id" | "logo">,
  name: string,
): Promise<Buffer | null> {
  if (!LOGO_NAME.test(name) || tenant.logo !== name) return Promise.resolve(null);
  return logoFolder(storage, tenant).read(fileOf(tenant, name));
}

/** Removes a replaced logo's file; an address of its own is no file of ours. */
export async function discardLogo(
  storage: StorageProvider,
  tenant: Pick<TenantRow, "id">,
  previous: string | null,
  kept: string | null,
): Promise<void> {
  if (previous === null || previous === kept || !LOGO_NAME.test(previous)) return;
  await logoFolder(storage, tenant).delete(fileOf(tenant, previous));
}
