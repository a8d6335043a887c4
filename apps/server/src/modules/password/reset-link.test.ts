import { describe, expect, it } from "vitest";
import { isResetPageUrl, redactResetToken } from "./reset-link.ts";

describe("reset page addresses in logs", () => {
  it("hides the token of a reset page and leaves other addresses alone", () => {
    expect(isResetPageUrl("/usuario/redefinir-senha/abc")).toBe(true);
    expect(redactResetToken("/usuario/redefinir-senha/abc-DEF_123?x=1")).toBe(
      "/usuario/redefinir-senha/[token]",
    );
    expect(isResetPageUrl("/usuario/recuperar-senha")).toBe(false);
    expect(redactResetToken("/conta/pt-br/redefinir/senha")).toBe("/conta/pt-br/redefinir/senha");
  });
});
