import { describe, expect, it } from "vitest";
import { DEFAULT_WHATSAPP_NUMBER, whatsappNumber, whatsappUrl } from "./whatsapp.ts";

describe("DEFAULT_WHATSAPP_NUMBER", () => {
  it("is all digits with prefix 55", () => {
    expect(DEFAULT_WHATSAPP_NUMBER).toMatch(/^55[0-9]+$/);
  });
});

describe("whatsappNumber", () => {
  it("prefixes a client number with 550", () => {
    expect(whatsappNumber({ clientNumber: "11988887777" })).toBe("55011988887777");
  });

  it("prefixes a tenant number with 55", () => {
    expect(whatsappNumber({ tenantNumber: "11988887777" })).toBe("5511988887777");
  });

  it("prefers the client number over the tenant number", () => {
    expect(whatsappNumber({ clientNumber: "1", tenantNumber: "2" })).toBe("5501");
  });

  it("falls back to the tenant number when the client number is not all digits", () => {
    expect(whatsappNumber({ clientNumber: "(11) 98888-7777", tenantNumber: "1133334444" })).toBe(
      "551133334444",
    );
  });

  it("uses the default without numbers", () => {
    expect(whatsappNumber({})).toBe(DEFAULT_WHATSAPP_NUMBER);
    expect(whatsappNumber({ clientNumber: null, tenantNumber: null })).toBe(DEFAULT_WHATSAPP_NUMBER);
    expect(whatsappNumber({ clientNumber: "", tenantNumber: "" })).toBe(DEFAULT_WHATSAPP_NUMBER);
  });

  it.each(["+5511988887777", "11 98888 7777", "11988887777 ", "1198888-7777", "abc", "١٢٣"])(
    "ignores %j instead of repairing it",
    (number) => {
      expect(whatsappNumber({ clientNumber: number, tenantNumber: number })).toBe(DEFAULT_WHATSAPP_NUMBER);
    },
  );
});

describe("whatsappUrl", () => {
  it("builds a wa.me link with the encoded message", () => {
    expect(whatsappUrl("5511999990000", "Olá, preciso de ajuda no site!")).toBe(
      "https://wa.me/5511999990000?text=Ol%C3%A1%2C%20preciso%20de%20ajuda%20no%20site!",
    );
  });

  it("encodes characters that would break the query", () => {
    expect(whatsappUrl("55", "a&b=c?d#e")).toBe("https://wa.me/55?text=a%26b%3Dc%3Fd%23e");
  });

  it("keeps an empty text parameter", () => {
    expect(whatsappUrl("55", "")).toBe("https://wa.me/55?text=");
  });
});
