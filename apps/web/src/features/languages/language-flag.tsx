import type { Language } from "@trilha/contracts/rules/languages";
import type { ReactNode } from "react";

/**
 * Simplified flags drawn inline (emoji flags are letters on systems without a colour emoji font). Decorative:
 * the language name beside each one is what assistive technology reads.
 */
const FLAGS: Record<Language, ReactNode> = {
  "pt-br": (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27 10 15 17.5 3 10Z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  "en-us": (
    <>
      <rect width="30" height="20" fill="#ffffff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  "es-es": (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
};

export function LanguageFlag({ language }: { language: Language }) {
  return (
    <svg
      className="language-flag"
      viewBox="0 0 30 20"
      width="30"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {FLAGS[language]}
    </svg>
  );
}
