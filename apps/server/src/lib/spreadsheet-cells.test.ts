import { describe, expect, it } from "vitest";
import { csvText, neutralisedCell, restoredCell } from "./spreadsheet-cells.ts";

describe("cells a spreadsheet opens", () => {
  it.each(['=HYPERLINK("http://x","y")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"])(
    "%j starts as a formula, so it gets an apostrophe, and an import takes it off again",
    (text) => {
      expect(neutralisedCell(text)).toBe(`'${text}`);
      expect(restoredCell(neutralisedCell(text))).toBe(text);
    },
  );

  it.each(["Ana Souza", "7,5", "a=b", "'quoted", "", "1001"])("%j is left as it is, both ways", (text) => {
    expect(neutralisedCell(text)).toBe(text);
    expect(restoredCell(text)).toBe(text);
  });

  it("writes CSV with the separator asked for, quoting what needs it, numbers as numbers", () => {
    const rows = [
      ["nome", "nota", "obs"],
      ["=1+1", 7.5, 'diz "oi"; e sai'],
      [null, -1, "linha\nnova"],
    ];
    expect(csvText(rows, { separator: ";", newline: "\r\n", bom: true })).toBe(
      '\uFEFFnome;nota;obs\r\n\'=1+1;7.5;"diz ""oi""; e sai"\r\n;-1;"linha\nnova"\r\n',
    );
    expect(csvText(rows, { separator: ",", newline: "\n" })).toBe(
      'nome,nota,obs\n\'=1+1,7.5,"diz ""oi""; e sai"\n,-1,"linha\nnova"\n',
    );
  });
});
