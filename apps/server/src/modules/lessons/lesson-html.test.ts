import { describe, expect, it } from "vitest";
import { sanitizeLessonHtml } from "./lesson-html.ts";

describe("sanitizeLessonHtml", () => {
  it("keeps headings, lists, emphasis and quotes as written", async () => {
    const html =
      "<h2>Frações</h2><p>Uma <strong>fração</strong> é <em>parte</em> do todo.</p>" +
      "<ol><li>Metade</li><li>Terço</li></ol><blockquote>Pense.</blockquote>";
    expect(await sanitizeLessonHtml(html)).toBe(html);
  });

  it("drops scripts, styles, event handlers, forms and javascript: links", async () => {
    const out = await sanitizeLessonHtml(
      '<p onclick="x()" style="color:red">Oi<script>alert(1)</script></p><style>p{}</style>' +
        '<form><input name="a"></form><a href="javascript:alert(1)">clique</a>' +
        '<svg><a href="#">x</a></svg><math></math>',
    );
    expect(out).not.toMatch(/script|style|onclick|form|input|javascript|svg|math/i);
    expect(out).toContain("<p>Oi</p>");
    expect(out).toContain("clique");
  });

  it("opens links in a new tab without the opener, on http, https and mailto only", async () => {
    expect(await sanitizeLessonHtml('<a href="https://pt.wikipedia.org/">Wiki</a>')).toBe(
      '<a href="https://pt.wikipedia.org/" target="_blank" rel="noopener noreferrer nofollow">Wiki</a>',
    );
    expect(await sanitizeLessonHtml('<a href="data:text/html,x">x</a>')).not.toContain("data:");
    expect(await sanitizeLessonHtml('<a href="//evil.example/">x</a>')).not.toContain("evil");
    expect(await sanitizeLessonHtml('<a href="mailto:prof@escola.example">e-mail</a>')).toContain("mailto:");
  });

  // Which paths are ours is the shared rule's, tested path by path in contracts' rules/lesson-html.test.ts;
  // here, that the sanitiser drops the whole image for a refused scheme, host or path.
  it("keeps images from our storage only", async () => {
    expect(
      await sanitizeLessonHtml('<img src="/arquivos/conteudos/Fig1234567890abcdefghi.png" alt="Figura">'),
    ).toBe('<img src="/arquivos/conteudos/Fig1234567890abcdefghi.png" alt="Figura" />');
    for (const src of [
      "https://tracker.example/pixel.gif",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "/arquivos/../segredo.png",
    ]) {
      expect(await sanitizeLessonHtml(`<p>a<img src="${src}">b</p>`), src).toBe("<p>ab</p>");
    }
  });

  it("keeps privacy-enhanced YouTube and Vimeo players only, adding dnt=1 to Vimeo", async () => {
    const youtube = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Aula"></iframe>';
    expect(await sanitizeLessonHtml(youtube)).toBe(youtube);
    expect(await sanitizeLessonHtml('<iframe src="https://player.vimeo.com/video/76979871"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/76979871?dnt=1"></iframe>',
    );
    for (const src of [
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://evil.example/embed/x",
      "http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ",
      "https://player.vimeo.com/other/1",
      "javascript:alert(1)",
    ]) {
      expect(await sanitizeLessonHtml(`<p>v</p><iframe src="${src}"></iframe>`), src).toBe("<p>v</p>");
    }
  });
});
