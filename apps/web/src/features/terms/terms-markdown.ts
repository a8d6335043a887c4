import createDOMPurify from "dompurify";
import { Marked } from "marked";

/**
 * Terms of use are written in Markdown by a platform administrator and shown to everyone, so what the parser makes
 * is cut down to a short allow-list with DOMPurify: paragraphs, headings (one level under the dialog's title),
 * lists, emphasis, quotes, code and web or mail links that open apart. Raw HTML in the text shows nothing unsafe.
 * This file, the parser and DOMPurify load only where terms are shown.
 */

const TAGS = [
  "p",
  "br",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "a",
  "blockquote",
  "code",
  "pre",
  "hr",
];

const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function termsPurifier() {
  if (purifier !== null) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

/** The terms' Markdown as safe HTML. */
export function termsHtml(text: string): string {
  const html = markdown.parse(text, { async: false });
  return termsPurifier().sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ["href", "target", "rel"],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
