import sanitizeHtml from "sanitize-html";

/**
 * The allow-list a lesson body is cut down to before it is stored: headings, paragraphs, emphasis, lists,
 * quotes, code, links with safe protocols (opened in a new tab without the opener), images served by our own
 * storage, and videos only through YouTube's and Vimeo's privacy-enhanced players (youtube-nocookie.com/embed,
 * player.vimeo.com/video with dnt=1, which the CSP allows in frames for that alone). Everything else — scripts,
 * styles, event handlers, forms, other frames, other images — is dropped.
 */

/** Where the storage provider serves files a page may show: an image of a lesson must come from here. */
export const STORED_FILE_PATH_PREFIX = "/arquivos/";

const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}(\?[\w=&.-]*)?$/;
const VIMEO = /^https:\/\/player\.vimeo\.com\/video\/\d{1,15}(\?[\w=&.-]*)?$/;

export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h1",
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "hr",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "sub",
      "sup",
      "blockquote",
      "code",
      "pre",
      "ul",
      "ol",
      "li",
      "a",
      "img",
      "figure",
      "figcaption",
      "iframe",
    ],
    allowedAttributes: {
      a: ["href", "title", "target", "rel"],
      img: ["src", "alt", "title", "width", "height"],
      iframe: ["src", "title", "width", "height", "allowfullscreen"],
      ol: ["start"],
    },
    allowedSchemes: ["https", "http", "mailto"],
    allowedSchemesByTag: { img: [], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: ["www.youtube-nocookie.com", "player.vimeo.com"],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
      }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: privacyEnhanced(attribs.src) } }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag === "img") return !isStoredFile(frame.attribs.src);
      if (frame.tag === "iframe") return !isPrivacyEnhancedPlayer(frame.attribs.src);
      return false;
    },
  });
}

function isStoredFile(src: string | undefined): boolean {
  if (src === undefined) return false;
  return (
    src.startsWith(STORED_FILE_PATH_PREFIX) &&
    !src.includes("..") &&
    !src.includes("\\") &&
    /^[\w/.%-]+$/.test(src)
  );
}

function isPrivacyEnhancedPlayer(src: string | undefined): boolean {
  if (src === undefined) return false;
  if (YOUTUBE.test(src)) return true;
  return VIMEO.test(src) && new URL(src).searchParams.get("dnt") === "1";
}

/** A Vimeo player without `dnt=1` gets it, so it never tracks the student. */
function privacyEnhanced(src: string | undefined): string {
  if (src === undefined || !VIMEO.test(src)) return src ?? "";
  const url = new URL(src);
  url.searchParams.set("dnt", "1");
  return url.toString();
}
