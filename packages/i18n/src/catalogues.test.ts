import { describe, expect, it } from "vitest";
import { catalogues, translate } from "./translate.ts";

function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function interpolations(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)(?:\|[^}]*)?\}\}/g)].map((match) => match[1] ?? ""))].sort();
}

describe("catalogues", () => {
  const reference = keysOf(catalogues["pt-br"]).sort();

  for (const [lang, catalogue] of Object.entries(catalogues)) {
    it(`${lang} has exactly the keys of pt-br`, () => {
      expect(keysOf(catalogue).sort()).toEqual(reference);
    });

    it(`${lang} has no empty message and keeps every interpolation`, () => {
      for (const key of reference) {
        const text = translate(lang as keyof typeof catalogues, key as never, {});
        expect(text, key).not.toBe("");
        const raw = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        const ptRaw = key
          .split(".")
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogues["pt-br"]);
        expect(interpolations(String(raw)), key).toEqual(interpolations(String(ptRaw)));
      }
    });
  }

  it("interpolates variables", () => {
    expect(translate("en-us", "api.badRequest", { details: "x" })).toBe("Invalid request: x");
  });

  it("keeps the spec's exact pt-br wording", () => {
    expect(translate("pt-br", "password.mismatch")).toBe("As novas senhas não são iguais.");
    expect(translate("pt-br", "api.sessionExpired")).toBe(
      "Esta sessão expirou. Por favor, faça login novamente!",
    );
    expect(translate("en-us", "api.sessionExpired")).toBe("This session has expired. Please login again!");
    expect(translate("en-us", "issueReports.descriptionRequired")).toBe("Description is a required field.");
  });

  it("speaks Spanish as 'usted' throughout, never 'tú'", () => {
    // Words only the informal register uses: its pronouns and the verb forms of "tú" (none is also a form of
    // "usted" or of a third person, as "usa" or "guarda" are).
    const informal =
      /(?<![\p{L}])(tú|tu|tus|ti|contigo|te|puedes|tienes|quieres|debes|eres|estás|necesitas|olvidaste|recibirás|aceptas|haz|pulsa|inténtalo|compruébalo)(?![\p{L}])/iu;
    const found = keysOf(catalogues["es-es"])
      .map((key) => [key, translate("es-es", key as Parameters<typeof translate>[1])] as const)
      .filter(([, text]) => informal.test(text));
    expect(found).toEqual([]);
  });
});
