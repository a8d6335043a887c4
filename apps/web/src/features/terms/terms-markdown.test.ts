import { describe, expect, it } from "vitest";
import { termsHtml } from "./terms-markdown.ts";

describe("terms of use in Markdown, shown sanitised", () => {
  it("makes paragraphs, lists, emphasis and headings one level under the dialog's title", () => {
    const html = termsHtml("# Uso\n\nTexto com **negrito** e *ênfase*.\n\n- um\n- dois\n\n## Dados");
    expect(html).toContain("<h3>Uso</h3>");
    expect(html).toContain("<h4>Dados</h4>");
    expect(html).toContain("<strong>negrito</strong>");
    expect(html).toContain("<em>ênfase</em>");
    expect(html).toContain("<li>um</li>");
  });

  it("opens web and mail links apart, and drops any other address", () => {
    const html = termsHtml(
      "[site](https://escola.example) [mail](mailto:dpo@escola.example) [x](javascript:alert(1))",
    );
    expect(html).toContain('href="https://escola.example"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:dpo@escola.example"');
    expect(html).not.toContain("javascript:");
  });

  it("shows nothing unsafe from raw HTML in the text", () => {
    const html = termsHtml(
      'Olá <script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://x"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|onerror/);
    expect(html).toContain("Olá");
  });
});
