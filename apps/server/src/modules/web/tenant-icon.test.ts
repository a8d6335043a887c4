import fs from "node:fs";
import path from "node:path";
import { PAGE_BACKGROUND, SURFACE_BACKGROUND } from "@trilha/contracts/rules/palette-contrast";
import { CUSTOM_PALETTE, PALETTES } from "@trilha/contracts/tenant-page";
import { describe, expect, it } from "vitest";
import { PALETTE_PRIMARY, tabIconUrl, tenantIconSvg, tenantManifest } from "./tenant-icon.ts";

const globalCss = fs.readFileSync(
  path.resolve(import.meta.dirname, "../../../../web/src/app/global.css"),
  "utf8",
);

describe("tenant icon and manifest", () => {
  it.each(PALETTES.filter((palette) => palette !== CUSTOM_PALETTE))(
    "draws palette %s in the primary colour global.css gives it",
    (palette) => {
      const selector = palette === "default" ? '[data-palette="default"]' : `[data-palette="${palette}"]`;
      const block = globalCss.slice(globalCss.indexOf(selector));
      const primary = block.match(/--color-primary:\s*(#[0-9a-f]{6})/i)?.[1];
      expect(PALETTE_PRIMARY[palette]).toBe(primary);
    },
  );

  it("holds the page and card backgrounds the contrast rule checks custom palettes against", () => {
    const root = globalCss.slice(globalCss.indexOf("--color-on-primary"));
    expect(root.match(/--color-bg:\s*(#[0-9a-f]{6})/i)?.[1]).toBe(PAGE_BACKGROUND);
    expect(root.match(/--color-surface:\s*(#[0-9a-f]{6})/i)?.[1]).toBe(SURFACE_BACKGROUND);
  });

  it("takes the first whole letter of the name, accents kept, and falls back to the default palette", () => {
    expect(tenantIconSvg({ nome: "  ágora", paleta_cor: "nenhuma" })).toContain('fill="#0b5c63"');
    expect(tenantIconSvg({ nome: "  ágora", paleta_cor: "verde" })).toMatch(/>Á<\/text>/);
    expect(tenantIconSvg({ nome: "<b>", paleta_cor: "verde" })).toMatch(/>&#60;<\/text>/);
  });

  it("draws a custom palette's main colour, and the default one for a custom palette without colours", () => {
    const custom = {
      nome: "Escola",
      paleta_cor: CUSTOM_PALETTE,
      cores: { primaria: "#5b21b6", texto: "#ffffff" },
    };
    expect(tenantIconSvg(custom)).toContain('fill="#5b21b6"');
    expect(tenantIconSvg({ ...custom, cores: null })).toContain('fill="#0b5c63"');
  });

  it("uses the tenant's logo as its icon when it has one", () => {
    const manifest = tenantManifest({
      nome: "Colégio Municipal Exemplo",
      descricao: "d",
      logo: "https://cdn.example/logo.png",
      paleta_cor: "vinho",
    });
    expect(manifest.short_name).toBe("Colégio Muni");
    expect(manifest.theme_color).toBe("#8a1c3c");
    expect(manifest.icons).toEqual([{ src: "https://cdn.example/logo.png", sizes: "any", purpose: "any" }]);
  });

  it("gives the tab the smallest copy of an uploaded logo, and any other icon as it is", () => {
    expect(tabIconUrl({ logo: "/logo-plataforma/abc.webp" })).toBe("/logo-plataforma/abc.webp?w=48");
    expect(tabIconUrl({ logo: "https://cdn.example/logo.png" })).toBe("https://cdn.example/logo.png");
    expect(tabIconUrl({ logo: null })).toBe("/tenant-icon.svg");
  });
});
