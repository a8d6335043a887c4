import { describe, expect, it } from "vitest";
import {
  isAllowedLinkHref,
  isPrivacyEnhancedPlayer,
  isStoredFilePath,
  withPrivacyEnhancement,
} from "./lesson-html.ts";

describe("lesson HTML allow-list", () => {
  it("takes images from our storage only, by a path that cannot climb out of it", () => {
    expect(isStoredFilePath("/arquivos/conteudos/Fig1234567890abcdefghi.png")).toBe(true);
    for (const src of [
      "https://tracker.example/pixel.gif",
      "//cdn.example/a.png",
      "data:image/png;base64,AAAA",
      "/arquivos/../segredo.png",
      "/arquivos/licoes/12/figura.png",
      "/arquivos/conteudos/curto.png",
      "/arquivos/conteudos/Fig1234567890abcdefghi.svg",
      "/arquivos/a\\b.png",
      "/outra/coisa.png",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(isStoredFilePath(src), String(src)).toBe(false);
    }
  });

  it("takes YouTube's no-cookie player and Vimeo's with dnt=1 only", () => {
    expect(isPrivacyEnhancedPlayer("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(true);
    expect(isPrivacyEnhancedPlayer("https://player.vimeo.com/video/76979871?dnt=1")).toBe(true);
    for (const src of [
      "https://player.vimeo.com/video/76979871",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ",
      "https://evil.example/embed/x",
      null,
    ]) {
      expect(isPrivacyEnhancedPlayer(src), String(src)).toBe(false);
    }
  });

  it("adds dnt=1 to a Vimeo player and leaves other addresses as they are", () => {
    expect(withPrivacyEnhancement("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
    expect(withPrivacyEnhancement("https://evil.example/x")).toBe("https://evil.example/x");
    expect(withPrivacyEnhancement(undefined)).toBe("");
  });

  it("links to http, https and mailto addresses only", () => {
    for (const href of ["https://pt.wikipedia.org/", "http://escola.example", "MAILTO:prof@escola.example"]) {
      expect(isAllowedLinkHref(href), href).toBe(true);
    }
    for (const href of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example/",
      "/relativo",
      "",
      null,
    ]) {
      expect(isAllowedLinkHref(href), String(href)).toBe(false);
    }
  });
});
