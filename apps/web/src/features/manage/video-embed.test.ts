import { describe, expect, it } from "vitest";
import { embedUrl, linkUrl } from "./video-embed.ts";

describe("video addresses", () => {
  it("turns YouTube addresses into the privacy-enhanced player", () => {
    const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
    expect(embedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(player);
    expect(embedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(player);
    expect(embedUrl("https://m.youtube.com/shorts/dQw4w9WgXcQ")).toBe(player);
    expect(embedUrl(" https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ")).toBe(player);
  });

  it("turns Vimeo addresses into its player that does not track", () => {
    expect(embedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(embedUrl("https://player.vimeo.com/video/76979871")).toBe(
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
  });

  it("refuses any other address", () => {
    expect(embedUrl("https://example.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(embedUrl("javascript:alert(1)")).toBeNull();
    expect(embedUrl("https://www.youtube.com/watch?v=<script>")).toBeNull();
    expect(embedUrl("not a url")).toBeNull();
  });
});

describe("link addresses", () => {
  it("adds https:// to a bare address and keeps safe schemes", () => {
    expect(linkUrl("pt.wikipedia.org/wiki/Fração")).toBe("https://pt.wikipedia.org/wiki/Fra%C3%A7%C3%A3o");
    expect(linkUrl("mailto:escola@example.com")).toBe("mailto:escola@example.com");
  });

  it("refuses unsafe schemes and empty text", () => {
    expect(linkUrl("javascript:alert(1)")).toBeNull();
    expect(linkUrl("  ")).toBeNull();
  });
});
