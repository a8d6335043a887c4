import { describe, expect, it } from "vitest";
import { DEFAULT_WIKI_URL, wikiUrl } from "./wiki.ts";

describe("wikiUrl", () => {
  it("uses the tenant's wiki", () => {
    expect(wikiUrl({ wiki: "https://wiki.escola.example/ajuda" })).toBe("https://wiki.escola.example/ajuda");
  });

  it("uses the default wiki when the tenant has none", () => {
    expect(wikiUrl({})).toBe(DEFAULT_WIKI_URL);
    expect(wikiUrl({ wiki: null })).toBe(DEFAULT_WIKI_URL);
    expect(wikiUrl({ wiki: "   " })).toBe(DEFAULT_WIKI_URL);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "wiki.escola.example", "ftp://wiki.example"])(
    "never links to %j",
    (wiki) => {
      expect(wikiUrl({ wiki })).toBe(DEFAULT_WIKI_URL);
    },
  );

  it("is an https address", () => {
    expect(new URL(DEFAULT_WIKI_URL).protocol).toBe("https:");
  });
});
