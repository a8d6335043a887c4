import { describe, expect, it } from "vitest";
import { CONTINUE_FALLBACK, decodeContinuePath, encodeContinuePath } from "./continue-path.ts";

/** Standard base64 (with "+", "/" and padding) of a UTF-8 string, as older links may carry. */
function standardBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

describe("encodeContinuePath", () => {
  it("produces URL-safe base64 without padding", () => {
    expect(encodeContinuePath("/logado")).toBe("L2xvZ2Fkbw");
  });

  it("never emits '+', '/' or '='", () => {
    // "/??" and "/~~" hit the bit patterns that standard base64 writes as "/" and "+".
    expect(standardBase64("/??")).toBe("Lz8/");
    expect(standardBase64("/~~")).toBe("L35+");
    expect(encodeContinuePath("/??")).toBe("Lz8_");
    expect(encodeContinuePath("/~~")).toBe("L35-");
    for (const path of ["/??/", "/~~~", "/logado/turmas?x=1#y", "/ação/ñ/😀"]) {
      expect(encodeContinuePath(path)).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });

  it("fits in one path segment", () => {
    expect(encodeContinuePath("/logado/redes/rede/5/gestao")).not.toContain("/");
  });
});

describe("round trip", () => {
  it.each([
    "/",
    "/logado",
    "/logado/turmas?x=1#y",
    "/logado/redes/rede/5/relatorios",
    "/logado/trilhas?busca=matemática&página=2",
    "/logado/ação/çñü",
    "/logado/日本語",
    "/logado/😀",
    "/logado/a%2Fb?q=a+b",
  ])("decodes what it encodes: %s", (path) => {
    expect(decodeContinuePath(encodeContinuePath(path))).toBe(path);
  });
});

describe("decodeContinuePath: accepted encodings", () => {
  it("accepts standard base64 with padding", () => {
    expect(decodeContinuePath("L2xvZ2Fkby90dXJtYXM=")).toBe("/logado/turmas");
    expect(decodeContinuePath(standardBase64("/??/"))).toBe("/??/");
    expect(decodeContinuePath(standardBase64("/~~~"))).toBe("/~~~");
  });

  it("accepts standard base64 without padding", () => {
    expect(decodeContinuePath("L2xvZ2Fkby90dXJtYXM")).toBe("/logado/turmas");
  });

  it("accepts base64url with padding", () => {
    expect(decodeContinuePath("Lz8_Lw==")).toBe("/??/");
    expect(decodeContinuePath("L35-fg==")).toBe("/~~~");
  });

  it("accepts a segment whose characters are still percent-encoded", () => {
    expect(decodeContinuePath("L2xvZ2Fkby90dXJtYXM%3D")).toBe("/logado/turmas");
    expect(decodeContinuePath(encodeURIComponent(standardBase64("/??/")))).toBe("/??/");
  });
});

describe("decodeContinuePath: fallback", () => {
  it("is /logado", () => {
    expect(CONTINUE_FALLBACK).toBe("/logado");
  });

  it.each([null, undefined, ""])("falls back for %j", (value) => {
    expect(decodeContinuePath(value)).toBe(CONTINUE_FALLBACK);
  });

  it.each([
    ["not base64 at all", "não é base64!"],
    ["whitespace", "L2xv Z2Fkbw"],
    ["a dangling single character", "L2xvZ"],
    ["padding in the middle", "L2=xvZ2Fkbw"],
    ["wrong padding length", "L2xvZ2Fkbw="],
    ["too much padding", "L2xvZ2Fkbw==="],
    ["only padding", "=="],
    ["a bad percent escape", "L2xv%ZZ"],
    ["a percent-encoded non-base64 character", "L2xv%2E"],
  ])("falls back for malformed input: %s", (_, encoded) => {
    expect(decodeContinuePath(encoded)).toBe(CONTINUE_FALLBACK);
  });

  it("falls back for bytes that are not valid UTF-8", () => {
    // 0x2F 0xFF 0xFE: "/" followed by bytes no UTF-8 sequence can start with.
    expect(decodeContinuePath(btoa("/\xff\xfe"))).toBe(CONTINUE_FALLBACK);
    // A truncated two-byte sequence.
    expect(decodeContinuePath(btoa("/\xc3"))).toBe(CONTINUE_FALLBACK);
  });

  it.each([
    "https://evil.example",
    "https://evil.example/logado",
    "javascript:alert(1)",
    "//evil.example",
    "//evil.example/logado",
    "/\\evil.example",
    "/logado\\..\\x",
    "\\\\evil.example",
    "logado",
    " /logado",
    "/\t/evil.example",
    "/logado\n",
    "/logado\u0000",
    "/logado\u007f",
    "/logado\u0085",
  ])("falls back for a path that is not same-origin: %j", (path) => {
    expect(decodeContinuePath(encodeContinuePath(path))).toBe(CONTINUE_FALLBACK);
  });

  it("keeps same-origin paths that merely look suspicious", () => {
    for (const path of ["/https://evil.example", "/logado/javascript:x", "/%2F%2Fevil.example"]) {
      expect(decodeContinuePath(encodeContinuePath(path))).toBe(path);
    }
  });
});
