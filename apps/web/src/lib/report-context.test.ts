import { describe, expect, it } from "vitest";
import { getReportContext, setReportContext } from "./report-context.ts";

describe("report context", () => {
  it("is empty until a page registers something", () => {
    expect(getReportContext()).toEqual({});
  });

  it("keeps the latest registration, and forgetting an older one leaves the newer in place", () => {
    const forgetLesson = setReportContext({ pro_codigo: "AULA-1" });
    const forgetStep = setReportContext({ pro_codigo: "AULA-2", rota: "/aula/2/passo/3" });
    forgetLesson();
    expect(getReportContext()).toEqual({ pro_codigo: "AULA-2", rota: "/aula/2/passo/3" });
    forgetStep();
    expect(getReportContext()).toEqual({});
  });
});
