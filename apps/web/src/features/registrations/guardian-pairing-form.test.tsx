import { screen } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { termsCurrent } from "@trilha/contracts/terms.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

function stub(tipo: "guardian" | "student" | null) {
  return stubApi([
    signIn(makeUser({ tipo })),
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [
      termsCurrent,
      ok(termsCurrent, { versao: 1, titulo: "Termos", texto: "x", aceito: true, aceito_em: "2026-01-01" }),
    ],
  ]);
}

describe("'Vincular um aluno' on My account", () => {
  it("is offered to a guardian's account", async () => {
    stub("guardian");
    renderApp(webPaths.account.build());
    expect(await screen.findByRole("heading", { level: 2, name: "Vincular um aluno" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "E-mail" })).toBeTruthy();
  });

  it("is not offered to a student nor to an account no school registered", async () => {
    for (const tipo of ["student", null] as const) {
      stub(tipo);
      const view = renderApp(webPaths.account.build());
      // The guardian's form would stand beside the e-mail section, which is in place by now.
      await screen.findByRole("heading", { level: 2, name: "E-mail" });
      expect(screen.queryByRole("heading", { name: "Vincular um aluno" })).toBeNull();
      view.unmount();
    }
  });
});
