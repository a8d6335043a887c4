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
    expect(redactResetToken("/logado/conta?aba=senha")).toBe("/logado/conta?aba=senha");
  });

  it("hides it whatever the letter case, encoding or slashes of the address", () => {
    for (const url of [
      "/Usuario/redefinir-senha/TOKEN",
      "/USUARIO/REDEFINIR-SENHA/TOKEN",
      "//usuario//redefinir-senha//TOKEN",
      "/usuario\\redefinir-senha\\TOKEN",
      "/%75suario/redefinir%2Dsenha/TOKEN",
      "/%2575suario/redefinir%252Dsenha/TOKEN",
      "/usuario%2Fredefinir-senha%2FTOKEN",
      "/usuario/./redefinir-senha/TOKEN",
      "/login?next=/usuario/redefinir-senha/TOKEN",
      "/usuario/redefinir-senha/TOKEN%zz",
    ]) {
      expect(isResetPageUrl(url), url).toBe(true);
      expect(redactResetToken(url), url).not.toContain("TOKEN");
    }
  });
});
