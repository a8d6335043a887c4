import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email-address.ts";

describe("isEmailAddress", () => {
  it("accepts ordinary school addresses", () => {
    for (const address of ["ana@escola.example", "ana.souza+pais@rede.sp.gov.br", "a1_b-c@x.io"]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it("refuses text that is not one", () => {
    for (const text of [
      "",
      "ana",
      "ana@",
      "@escola.example",
      "ana souza@escola.example",
      "ana@escola",
      "não é e-mail",
    ]) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });
});
