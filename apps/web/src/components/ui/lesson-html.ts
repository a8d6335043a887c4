import {
  isAllowedLinkHref,
  isPrivacyEnhancedPlayer,
  isStoredFilePath,
  LESSON_HTML_ATTRIBUTES,
  LESSON_HTML_TAGS,
  LESSON_LINK_REL,
  LESSON_LINK_TARGET,
} from "@trilha/contracts/rules/lesson-html";
import createDOMPurify from "dompurify";

/**
 * A lesson body from the server made safe to show, without trusting it: the server sanitised it when it was
 * stored, and it is cut down here again to the same allow-list (rules/lesson-html.ts) with DOMPurify, so a row
 * changed behind the server's back, or an older sanitiser's output, still shows nothing unsafe. This file (and
 * DOMPurify) load with the lesson page only.
 */

const ALL_ATTRIBUTES = [...new Set(Object.values(LESSON_HTML_ATTRIBUTES).flat())];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** An instance of our own: its hook holds for lesson bodies alone. */
function lessonPurifier() {
  if (purifier !== null) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook("uponSanitizeAttribute", (node, event) => {
    const allowed = LESSON_HTML_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(event.attrName)) event.keepAttr = false;
  });
  return purifier;
}

const HEADING = /^H([1-6])$/;

/**
 * The body's headings placed under the page's own (the lesson's title): the levels the author used, in order,
 * become consecutive levels from `top` (h3 and h4 under an h1 become h2 and h3), so the page's outline never
 * skips one whatever level the author started from; past h6 stays h6.
 */
function outlineHeadings(fragment: DocumentFragment, top: number): void {
  const headings = Array.from(fragment.querySelectorAll("h1, h2, h3, h4, h5, h6"));
  const levelOf = (heading: Element) => Number(HEADING.exec(heading.nodeName)?.[1] ?? "6");
  const used = [...new Set(headings.map(levelOf))].sort((a, b) => a - b);
  for (const heading of headings) {
    const level = Math.min(top + used.indexOf(levelOf(heading)), 6);
    if (level === levelOf(heading)) continue;
    const placed = heading.ownerDocument.createElement(`h${level}`);
    placed.append(...Array.from(heading.childNodes));
    heading.replaceWith(placed);
  }
}

/** The texts the body needs: a title for an untitled video, and the button that loads a player on request. */
export interface LessonBodyLabels {
  videoTitle: string;
  loadVideo: (provider: string) => string;
}

/**
 * A video's player (YouTube's or Vimeo's) waits behind a button: nothing reaches their servers, and no data is
 * spent on a phone plan, until the student asks for it.
 */
function behindButton(frame: Element, label: string): HTMLButtonElement {
  const button = frame.ownerDocument.createElement("button");
  button.type = "button";
  button.className = "button lesson-video__load";
  button.textContent = label;
  button.addEventListener("click", () => {
    frame.setAttribute("tabindex", "0");
    button.replaceWith(frame);
    (frame as HTMLElement).focus();
  });
  return button;
}

const providerOf = (src: string | null) => (src?.includes("vimeo.com") ? "Vimeo" : "YouTube");

/** `labels.videoTitle` names a video frame its author left untitled, so a screen reader can say what it is. */
/** `headingTop`: the level of the body's first headings, one below the title it stands under. */
export function sanitizeLessonBody(html: string, labels: LessonBodyLabels, headingTop = 2): DocumentFragment {
  const { videoTitle } = labels;
  const fragment = lessonPurifier().sanitize(html, {
    ALLOWED_TAGS: [...LESSON_HTML_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const image of Array.from(fragment.querySelectorAll("img"))) {
    if (!isStoredFilePath(image.getAttribute("src"))) {
      image.remove();
      continue;
    }
    image.setAttribute("loading", "lazy");
    // An image its author gave no text is taken as decoration rather than read out as a file name.
    if (!image.hasAttribute("alt")) image.setAttribute("alt", "");
  }
  for (const frame of Array.from(fragment.querySelectorAll("iframe"))) {
    if (!isPrivacyEnhancedPlayer(frame.getAttribute("src"))) {
      frame.remove();
      continue;
    }
    frame.setAttribute("loading", "lazy");
    if (!frame.getAttribute("title")?.trim()) frame.setAttribute("title", videoTitle);
    frame.replaceWith(behindButton(frame, labels.loadVideo(providerOf(frame.getAttribute("src")))));
  }
  for (const link of Array.from(fragment.querySelectorAll("a"))) {
    if (!isAllowedLinkHref(link.getAttribute("href"))) link.removeAttribute("href");
    link.setAttribute("target", LESSON_LINK_TARGET);
    link.setAttribute("rel", LESSON_LINK_REL);
  }
  outlineHeadings(fragment, headingTop);
  return fragment;
}
