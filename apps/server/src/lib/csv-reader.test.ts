import { describe, expect, it } from "vitest";
import { CsvReader, decodeCsvBytes, detectSeparator, readCsv } from "./csv-reader.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("decodeCsvBytes", () => {
  it("reads UTF-8 with and without a BOM, dropping the BOM", () => {
    expect(decodeCsvBytes(utf8("nome\nJoão"))).toEqual({ text: "nome\nJoão", encoding: "utf-8" });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("nome\nJoão")]);
    expect(decodeCsvBytes(withBom)).toEqual({ text: "nome\nJoão", encoding: "utf-8" });
  });

  it("takes bytes that are not UTF-8 as Windows Latin-1", () => {
    // "João;Conceição" as windows-1252 writes it.
    const latin1 = new Uint8Array([
      0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xe7, 0xe3, 0x6f,
    ]);
    expect(decodeCsvBytes(latin1)).toEqual({ text: "João;Conceição", encoding: "windows-1252" });
  });
});

describe("detectSeparator", () => {
  it("picks the separator the header uses, ignoring quoted ones and later lines", () => {
    expect(detectSeparator("a,b,c\n1;2;3;4;5")).toBe(",");
    expect(detectSeparator("a;b;c\n1,2")).toBe(";");
    expect(detectSeparator('"a,b,c";d;e\n')).toBe(";");
    expect(detectSeparator("nome")).toBe(",");
  });
});

describe("CsvReader", () => {
  it("reads quoted fields with separators, doubled quotes and line breaks, numbering records by their first line", () => {
    const records = readCsv(utf8('a,b\n"x, y","he said ""hi"""\r\n"two\r\nlines",z\n\nlast,row'));
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'he said "hi"'] },
      { line: 3, fields: ["two\nlines", "z"] },
      { line: 6, fields: ["last", "row"] },
    ]);
  });

  it("keeps empty fields and a trailing empty field", () => {
    expect(readCsv(utf8("a;;c;\n"))).toEqual([{ line: 1, fields: ["a", "", "c", ""] }]);
  });

  it("refuses a record longer than the limit on its own and goes on reading after it", () => {
    const long = "x".repeat(50);
    const records = readCsv(utf8(`a,b\n"${long}\n${long}",1\nok,2\n${long},3\n`), 40);
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, error: "tooLong" },
      { line: 4, fields: ["ok", "2"] },
      { line: 5, error: "tooLong" },
    ]);
  });

  it("reports a quote left open at the end of the file", () => {
    expect(readCsv(utf8('a\n"never closed\n'))).toEqual([
      { line: 1, fields: ["a"] },
      { line: 2, error: "unclosedQuote" },
    ]);
  });

  it("reads the same records whatever the chunks, even split inside a quote or a CRLF", () => {
    const text = 'id;nome\r\n1;"Ana; ""Bia"""\r\n2;"linha\r\nnova"\r\n';
    const whole = readCsv(utf8(text));
    for (let size = 1; size <= text.length; size++) {
      const reader = new CsvReader(";");
      const records = [];
      for (let at = 0; at < text.length; at += size) records.push(...reader.push(text.slice(at, at + size)));
      records.push(...reader.end());
      expect(records).toEqual(whole);
    }
    expect(whole).toEqual([
      { line: 1, fields: ["id", "nome"] },
      { line: 2, fields: ["1", 'Ana; "Bia"'] },
      { line: 3, fields: ["2", "linha\nnova"] },
    ]);
  });

  it("reads a Latin-1 file with ; separators and a BOM-less header", () => {
    const bytes = new Uint8Array([...utf8("nome;turma\n"), 0x4a, 0x6f, 0xe3, 0x6f, ...utf8(";7A\n")]);
    expect(readCsv(bytes)).toEqual([
      { line: 1, fields: ["nome", "turma"] },
      { line: 2, fields: ["João", "7A"] },
    ]);
  });
});
