import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_PIXELS, SCREENSHOT_MAX_SIDE } from "@trilha/contracts/limits";
import { decodedBase64Length } from "@trilha/contracts/rules/image-header";
import { base64OfDataUrl } from "@trilha/contracts/rules/image-type";

import { CAPTURE_EXCLUDE_ATTRIBUTE } from "../../lib/capture-exclude.ts";

// JPEG keeps a page capture small (text on flat colours); each retry trades detail for size on long pages.
const QUALITIES = [0.8, 0.6, 0.45] as const;
const SHRINK_PER_RETRY = 0.75;

/** The largest scale (at most 1) at which a page of this size fits the server's side and pixel limits. */
export function fittingScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(
    1,
    SCREENSHOT_MAX_SIDE / width,
    SCREENSHOT_MAX_SIDE / height,
    Math.sqrt(SCREENSHOT_MAX_PIXELS / (width * height)),
  );
}

/**
 * A JPEG data URL of the whole page (spec §2 "takes a screenshot of the page"), small enough for the server's
 * limits. The screenshot library is loaded only now, on the first report, so no page pays for it up front.
 * Throws when the page cannot be drawn (a cross-origin image taints the canvas, an old browser) — the caller
 * then lets the person report without an image.
 */
export async function capturePage(root: HTMLElement = document.body): Promise<string> {
  const { domToJpeg } = await import("modern-screenshot");
  const width = Math.max(root.scrollWidth, root.clientWidth);
  const height = Math.max(root.scrollHeight, root.clientHeight);
  let scale = Math.floor(fittingScale(width, height) * 100) / 100;
  const background = getComputedStyle(root).backgroundColor;
  for (const quality of QUALITIES) {
    const dataUrl = await domToJpeg(root, {
      scale,
      quality,
      width,
      height,
      timeout: 10_000,
      backgroundColor: background === "rgba(0, 0, 0, 0)" ? "#ffffff" : background,
      filter: (node) => !(node instanceof Element && node.hasAttribute(CAPTURE_EXCLUDE_ATTRIBUTE)),
    });
    const base64 = base64OfDataUrl(dataUrl);
    if (base64 === null || !dataUrl.startsWith("data:image/jpeg")) throw new Error("capture is not a JPEG");
    if (decodedBase64Length(base64) <= SCREENSHOT_MAX_BYTES) return dataUrl;
    scale *= SHRINK_PER_RETRY;
  }
  throw new Error("capture too large");
}
