import { webPaths } from "../web-paths.ts";

/**
 * Data saving (issue 13): on a phone plan, a `Save-Data: on` browser or a 2G/3G connection gets images at the
 * size they are shown and nothing optional until asked. The person may also turn it on or off in the
 * accessibility dialog; the choice is kept in local storage beside the spec's `contraste` and `fontes`.
 */
export const DATA_SAVING_STORAGE_KEY = "economia-dados";
export const DATA_SAVING_MODES = ["economia-automatica", "economia-ligada", "economia-desligada"] as const;
export type DataSavingMode = (typeof DATA_SAVING_MODES)[number];
export const DEFAULT_DATA_SAVING_MODE: DataSavingMode = "economia-automatica";

/** `navigator.connection.effectiveType` values slow enough to save on (the Network Information API's names). */
export const SLOW_CONNECTION_TYPES: readonly string[] = ["slow-2g", "2g", "3g"];

export function parseDataSavingMode(stored: string | null | undefined): DataSavingMode {
  return (DATA_SAVING_MODES as readonly string[]).includes(stored ?? "")
    ? (stored as DataSavingMode)
    : DEFAULT_DATA_SAVING_MODE;
}

/** What the browser says of its connection; both are absent where it has no Network Information API. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether to save data: the person's choice, or on "automatic" what the browser says of its connection. */
export function savesData(mode: DataSavingMode, connection: ConnectionHints | undefined): boolean {
  if (mode === "economia-ligada") return true;
  if (mode === "economia-desligada") return false;
  return connection?.saveData === true || SLOW_CONNECTION_TYPES.includes(connection?.effectiveType ?? "");
}

/**
 * The widths (longest side, in pixels) the server makes of a stored image, asked with `?w=`: a request for
 * another width gets the next one up, so each picture has a handful of variants at most. An image smaller than
 * the width asked is sent as it is.
 */
export const IMAGE_WIDTHS = [48, 96, 128, 192, 256, 384] as const;
/** The query parameter that asks for a width. */
export const IMAGE_WIDTH_PARAMETER = "w";
/**
 * What a `Save-Data: on` request without `?w=` gets: enough for every picture the pages show at one pixel per
 * CSS pixel (the largest is the header's logo, 8 rem wide).
 */
export const SAVE_DATA_IMAGE_WIDTH = 128;

/** The width of IMAGE_WIDTHS that covers `pixels`, or null beyond the largest (the stored image, as it is). */
export function imageWidthFor(pixels: number): number | null {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? null;
}

/** Where the server stores images it can make smaller variants of: profile photos and uploaded logos. */
const RESIZABLE_PREFIXES = [webPaths.profilePhoto.build(""), webPaths.tenantLogo.build("")];

/**
 * An image's `src` and `srcSet` for a picture shown `cssPixels` wide: one variant per screen density up to 3×,
 * so the browser takes the one its screen needs; when saving data, only the 1× one. An address that is not one
 * of ours (a logo on another site) is left as it is.
 */
export function responsiveImage(
  address: string,
  cssPixels: number,
  saving: boolean,
): { src: string; srcSet?: string } {
  if (!RESIZABLE_PREFIXES.some((prefix) => address.startsWith(prefix)) || address.includes("?")) {
    return { src: address };
  }
  const at = (density: number) => {
    const width = imageWidthFor(cssPixels * density);
    return width === null ? address : `${address}?${IMAGE_WIDTH_PARAMETER}=${width}`;
  };
  if (saving) return { src: at(1) };
  // A density whose variant is the one before it (a tiny picture, or past the stored image) adds nothing.
  const candidates = [1, 2, 3]
    .map((density) => ({ density, src: at(density) }))
    .filter((candidate, index, all) => index === 0 || candidate.src !== all[index - 1]?.src);
  return {
    src: at(1),
    srcSet: candidates.map(({ density, src }) => `${src} ${density}x`).join(", "),
  };
}
