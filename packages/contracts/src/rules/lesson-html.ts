/**
 * The allow-list of a lesson's body, one for both sides: the server cuts what an author sends down to it before
 * storing (sanitize-html), and the page cuts what it receives down to it again before showing it (DOMPurify), so
 * neither trusts stored HTML. Headings, paragraphs, emphasis, lists, quotes, code, links with safe protocols
 * (opened in a new tab without the opener), images served by our own storage, and videos only through YouTube's
 * and Vimeo's privacy-enhanced players (youtube-nocookie.com/embed, player.vimeo.com/video with dnt=1, which the
 * CSP allows in frames for that alone). Everything else — scripts, styles, event handlers, forms, other frames,
 * other images — is dropped.
 */

export const LESSON_HTML_TAGS = [
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
] as const;

/** The attributes each tag keeps; a tag not named keeps none. */
export const LESSON_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height"],
  iframe: ["src", "title", "width", "height", "allowfullscreen"],
  ol: ["start"],
};

/** The protocols a link may use; protocol-relative and every other one are dropped. */
export const LESSON_LINK_SCHEMES = ["https", "http", "mailto"] as const;

/** What every link of a lesson carries: a new tab, without the opener or the referrer. */
export const LESSON_LINK_TARGET = "_blank";
export const LESSON_LINK_REL = "noopener noreferrer nofollow";

/** Where the storage provider serves files a page may show: an image of a lesson must come from here. */
export const STORED_FILE_PATH_PREFIX = "/arquivos/";

/** Where a lesson's pictures are served: `/arquivos/conteudos/<random name>.<extension>`. */
export const LESSON_IMAGE_PATH_PREFIX = `${STORED_FILE_PATH_PREFIX}conteudos/`;

/** A lesson picture's stored name: 22 random base64url characters and the extension of its type. */
export const LESSON_IMAGE_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp|gif)$/;

/** The extension a lesson picture of each accepted image type is stored under, and back. */
export const LESSON_IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

export function lessonImagePath(name: string): string {
  return `${LESSON_IMAGE_PATH_PREFIX}${name}`;
}

/** The privacy-enhanced video players a lesson may embed: the only origins the CSP allows in frames for it. */
export const LESSON_VIDEO_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
export const LESSON_VIDEO_HOSTNAMES = ["www.youtube-nocookie.com", "player.vimeo.com"] as const;

const YOUTUBE = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}(\?[\w=&.-]*)?$/;
const VIMEO = /^https:\/\/player\.vimeo\.com\/video\/\d{1,15}(\?[\w=&.-]*)?$/;

/**
 * Whether an image's address is one of the lesson pictures we store (`lessonImagePath`): a fixed folder and a
 * random name of a picture type, so no path can climb out of it or name anything else.
 */
export function isStoredFilePath(src: string | null | undefined): boolean {
  if (src === undefined || src === null || !src.startsWith(LESSON_IMAGE_PATH_PREFIX)) return false;
  return LESSON_IMAGE_NAME.test(src.slice(LESSON_IMAGE_PATH_PREFIX.length));
}

/** Whether a frame's address is YouTube's privacy-enhanced player, or Vimeo's with `dnt=1`. */
export function isPrivacyEnhancedPlayer(src: string | null | undefined): boolean {
  if (src === undefined || src === null) return false;
  if (YOUTUBE.test(src)) return true;
  return VIMEO.test(src) && new URL(src).searchParams.get("dnt") === "1";
}

/** A Vimeo player without `dnt=1` gets it, so it never tracks the student; anything else is left as it is. */
export function withPrivacyEnhancement(src: string | null | undefined): string {
  if (src === undefined || src === null || !VIMEO.test(src)) return src ?? "";
  const url = new URL(src);
  url.searchParams.set("dnt", "1");
  return url.toString();
}

/** Whether a link's address is absolute with one of the allowed protocols. */
export function isAllowedLinkHref(href: string | null | undefined): boolean {
  if (href === undefined || href === null) return false;
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  return (
    match !== null && (LESSON_LINK_SCHEMES as readonly string[]).includes((match[1] ?? "").toLowerCase())
  );
}
