import { describe, expect, it } from "vitest";
import { vlibrasCspSources } from "./vlibras-csp.ts";

describe("vlibrasCspSources", () => {
  it("adds nothing when the widget is disabled", () => {
    const sources = vlibrasCspSources(null);
    expect(Object.values(sources).flat()).toEqual([]);
  });

  it("allows the official widget's origin and its sibling hosts", () => {
    const sources = vlibrasCspSources("https://vlibras.gov.br/app");
    expect(sources.script).toEqual(["https://vlibras.gov.br", "'wasm-unsafe-eval'"]);
    expect(sources.connect).toEqual(["https://vlibras.gov.br", "https://*.vlibras.gov.br"]);
    expect(sources.img).toContain("https://vlibras.gov.br");
    expect(sources.media).toContain("https://vlibras.gov.br");
    expect(sources.frame).toEqual(["https://vlibras.gov.br"]);
    expect(sources.worker).toEqual(["blob:"]);
  });

  it("allows a self-hosted widget on a loopback address without wildcards", () => {
    const sources = vlibrasCspSources("http://127.0.0.1:9/vlibras");
    expect(sources.script).toEqual(["http://127.0.0.1:9", "'wasm-unsafe-eval'"]);
    expect(sources.connect).toEqual(["http://127.0.0.1:9"]);
  });
});
