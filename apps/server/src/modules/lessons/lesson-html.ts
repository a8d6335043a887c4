import {
  isPrivacyEnhancedPlayer,
  isStoredFilePath,
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_TAGS,
  LESSON_LINK_REL,
  LESSON_LINK_SCHEMES,
  LESSON_LINK_TARGET,
  LESSON_VIDEO_HOSTNAMES,
  withPrivacyEnhancement,
} from "@trilha/contracts/rules/lesson-html";
import { onFirstUse } from "../../lib/on-first-use.ts";

/** sanitize-html and the HTML and CSS parsers under it, loaded with the first lesson saved. */
const htmlSanitizer = onFirstUse(() => import("sanitize-html").then((module) => module.default));

/**
 * A lesson body cut down to the allow-list of rules/lesson-html.ts before it is stored; the page cuts it down to
 * the same list again before showing it.
 */

export async function sanitizeLessonHtml(html: string): Promise<string> {
  const sanitizeHtml = await htmlSanitizer();
  return sanitizeHtml(html, {
    allowedTags: [...LESSON_HTML_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(LESSON_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
    ),
    allowedSchemes: [...LESSON_LINK_SCHEMES],
    allowedSchemesByTag: { img: [], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...LESSON_VIDEO_HOSTNAMES],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: LESSON_LINK_TARGET, rel: LESSON_LINK_REL },
      }),
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: withPrivacyEnhancement(attribs.src) },
      }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === "img") return !isStoredFilePath(frame.attribs.src);
      if (frame.tag === "iframe") return !isPrivacyEnhancedPlayer(frame.attribs.src);
      return false;
    },
  });
}
