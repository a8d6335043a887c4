import { useEffect, useState } from "react";

/**
 * The text of a terms version, written in Markdown, shown sanitised (terms-markdown.ts). Until the parser has
 * loaded, its paragraphs show as plain text, so nothing waits on it.
 */
export function TermsText({ text }: { text: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setHtml(null);
    void import("./terms-markdown.ts").then(({ termsHtml }) => {
      if (current) setHtml(termsHtml(text));
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (html === null) {
    return (
      <>
        {text.split(/\n{2,}/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text, never reordered
          <p key={index}>{paragraph}</p>
        ))}
      </>
    );
  }
  // Sanitised to an allow-list of tags and web or mail links by terms-markdown.ts.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is DOMPurify's output
  return <div className="terms-text__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
