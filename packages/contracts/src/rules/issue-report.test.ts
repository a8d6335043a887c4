import { describe, expect, it } from "vitest";
import { isDescriptionRequired, issueReportProblems } from "./issue-report.ts";

describe("isDescriptionRequired", () => {
  it("requires a description for the 'Outros.' category", () => {
    expect(isDescriptionRequired("Outros.")).toBe(true);
  });

  it.each(["OUTROS", "outros", "Problemas outros", "Outros assuntos"])(
    "matches %j case-insensitively",
    (title) => {
      expect(isDescriptionRequired(title)).toBe(true);
    },
  );

  it.each(["Erro de português.", "Erro de interface.", "Tela não carrega.", "", "Outro."])(
    "does not require it for %j",
    (title) => {
      expect(isDescriptionRequired(title)).toBe(false);
    },
  );

  it("does not require it without a title", () => {
    expect(isDescriptionRequired(null)).toBe(false);
    expect(isDescriptionRequired(undefined)).toBe(false);
  });
});

describe("issueReportProblems", () => {
  it("accepts a category that needs no description", () => {
    expect(issueReportProblems({ categoria: 1, categoryTitle: "Erro de interface.", descricao: "" })).toEqual(
      [],
    );
    expect(
      issueReportProblems({ categoria: 1, categoryTitle: "Erro de interface.", descricao: null }),
    ).toEqual([]);
  });

  it("requires a category", () => {
    expect(issueReportProblems({ categoria: null, categoryTitle: null, descricao: "x" })).toEqual([
      "categoryRequired",
    ]);
    expect(
      issueReportProblems({ categoria: undefined, categoryTitle: undefined, descricao: undefined }),
    ).toEqual(["categoryRequired"]);
    expect(issueReportProblems({ categoria: Number.NaN, categoryTitle: null, descricao: null })).toEqual([
      "categoryRequired",
    ]);
  });

  it("accepts category id 0 as a real choice", () => {
    expect(issueReportProblems({ categoria: 0, categoryTitle: "Tela não carrega.", descricao: "" })).toEqual(
      [],
    );
  });

  it("requires a description for 'Outros.'", () => {
    expect(issueReportProblems({ categoria: 4, categoryTitle: "Outros.", descricao: "" })).toEqual([
      "descriptionRequired",
    ]);
    expect(issueReportProblems({ categoria: 4, categoryTitle: "Outros.", descricao: null })).toEqual([
      "descriptionRequired",
    ]);
  });

  it("treats a whitespace-only description as empty", () => {
    expect(issueReportProblems({ categoria: 4, categoryTitle: "Outros.", descricao: " \n\t " })).toEqual([
      "descriptionRequired",
    ]);
  });

  it("accepts 'Outros.' with a description", () => {
    expect(
      issueReportProblems({ categoria: 4, categoryTitle: "Outros.", descricao: "O botão some" }),
    ).toEqual([]);
  });

  it("reports both problems in order", () => {
    expect(issueReportProblems({ categoria: null, categoryTitle: "Outros.", descricao: "" })).toEqual([
      "categoryRequired",
      "descriptionRequired",
    ]);
  });

  it("lets the server's flag decide over a translated title", () => {
    expect(
      issueReportProblems({
        categoria: 4,
        categoryTitle: "Other.",
        descricao: "",
        descriptionRequired: true,
      }),
    ).toEqual(["descriptionRequired"]);
    expect(
      issueReportProblems({
        categoria: 1,
        categoryTitle: "Outros?",
        descricao: "",
        descriptionRequired: false,
      }),
    ).toEqual([]);
  });
});
