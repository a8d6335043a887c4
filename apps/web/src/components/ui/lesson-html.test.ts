import { describe, expect, it } from "vitest";
import { sanitizeLessonBody } from "./lesson-html.ts";

const LABELS = {
  videoTitle: "Vídeo da aula",
  loadVideo: (provider: string) => `Assistir ao vídeo (${provider})`,
};

function html(dirty: string): string {
  const box = document.createElement("div");
  box.append(sanitizeLessonBody(dirty, LABELS));
  return box.innerHTML;
}

describe("sanitizeLessonBody", () => {
  it("keeps the allow-list, its headings under the page's title", () => {
    expect(
      html('<h1>Frações</h1><h2>Parte</h2><p>Uma <strong>fração</strong></p><ol start="2"><li>a</li></ol>'),
    ).toBe('<h2>Frações</h2><h3>Parte</h3><p>Uma <strong>fração</strong></p><ol start="2"><li>a</li></ol>');
  });

  it("never skips a heading level, whatever level the author started from", () => {
    expect(html("<h3>Desenho</h3><p>a</p><h4>Passo</h4>")).toBe("<h2>Desenho</h2><p>a</p><h3>Passo</h3>");
    expect(html("<h2>Um</h2><h4>Dois</h4><h2>Três</h2>")).toBe("<h2>Um</h2><h3>Dois</h3><h2>Três</h2>");
    // Under a dialog's h2 (the preview), one level lower.
    const box = document.createElement("div");
    box.append(sanitizeLessonBody("<h2>Um</h2><h3>Dois</h3>", LABELS, 3));
    expect(box.innerHTML).toBe("<h3>Um</h3><h4>Dois</h4>");
  });

  it("drops scripts, styles, handlers, forms, svg and attributes a tag may not have", () => {
    const out = html(
      '<p onclick="x()" style="color:red" class="c" id="i" data-x="1">Oi<script>alert(1)</script></p>' +
        '<style>p{}</style><form><input name="a"></form><svg><a href="#">x</a></svg>' +
        '<img src="/arquivos/conteudos/Fig1234567890abcdefghi.png" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|style|onclick|onerror|class=|id=|data-x|form|input|svg/i);
    expect(out).toContain("<p>Oi</p>");
  });

  it("keeps images of our storage only, lazy, and without alt text as decoration", () => {
    expect(html('<p>a<img src="https://tracker.example/p.gif">b</p>')).toBe("<p>ab</p>");
    expect(html('<img src="/arquivos/../x.png">')).toBe("");
    expect(html('<img src="/arquivos/conteudos/Fig1234567890abcdefghi.png" alt="Figura">')).toBe(
      '<img src="/arquivos/conteudos/Fig1234567890abcdefghi.png" alt="Figura" loading="lazy">',
    );
    expect(html('<img src="/arquivos/conteudos/Fig1234567890abcdefghi.png">')).toContain('alt=""');
  });

  it("keeps the privacy-enhanced players only, each with a title", () => {
    expect(html('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBe("");
    expect(html('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe("");
    // The player waits behind a button: nothing reaches YouTube until the student asks.
    const box = document.createElement("div");
    box.append(
      sanitizeLessonBody(
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen=""></iframe>',
        LABELS,
      ),
    );
    expect(box.querySelector("iframe")).toBeNull();
    const button = box.querySelector("button");
    expect(button?.textContent).toBe("Assistir ao vídeo (YouTube)");
    button?.click();
    const player = box.innerHTML;
    expect(player).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(player).toContain('title="Vídeo da aula"');
    expect(box.querySelector("button")).toBeNull();
  });

  it("opens links in a new tab without the opener, and drops unsafe addresses", () => {
    expect(html('<a href="https://pt.wikipedia.org/">Wiki</a>')).toBe(
      '<a href="https://pt.wikipedia.org/" target="_blank" rel="noopener noreferrer nofollow">Wiki</a>',
    );
    for (const href of ["javascript:alert(1)", "data:text/html,x", "//evil.example/", "/relativo"]) {
      expect(html(`<a href="${href}">x</a>`), href).not.toContain("href");
    }
  });
});
