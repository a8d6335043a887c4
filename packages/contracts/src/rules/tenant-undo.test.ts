import { describe, expect, it } from "vitest";
import { AUDIT_VALUE_MAX_LENGTH } from "../audit.calls.ts";
import { MASKED_AUDIT_VALUE, undoRefusal } from "./tenant-undo.ts";

describe("which recorded platform change can be undone", () => {
  it("can be a field whose values were both recorded whole, empty ones too", () => {
    expect(undoRefusal({ campo: "nome", antes: "Escola Lago", depois: "Lago" })).toBeNull();
    expect(undoRefusal({ campo: "links.wiki", antes: "", depois: "https://wiki.example" })).toBeNull();
  });

  it("never restores a masked secret, in either direction", () => {
    expect(
      undoRefusal({ campo: "configuracoes.recaptcha_site_key", antes: MASKED_AUDIT_VALUE, depois: "x" }),
    ).toBe("masked");
    expect(
      undoRefusal({ campo: "configuracoes.recaptcha_site_key", antes: "", depois: MASKED_AUDIT_VALUE }),
    ).toBe("masked");
  });

  it("refuses the logo (its earlier file is deleted) and a value cut to fit the log", () => {
    expect(undoRefusal({ campo: "logo", antes: "a.webp", depois: "b.webp" })).toBe("logo");
    const cut = `${"a".repeat(AUDIT_VALUE_MAX_LENGTH - 1)}…`;
    expect(undoRefusal({ campo: "descricao", antes: cut, depois: "" })).toBe("cut");
  });
});
