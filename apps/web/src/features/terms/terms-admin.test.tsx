import { fireEvent, screen, within } from "@testing-library/react";
import { termsAcceptances, termsPublish, termsVersions } from "@trilha/contracts/terms.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const VERSIONS = {
  versoes: [
    {
      versao: 1,
      publicado_em: "2026-11-01T12:00:00.000Z",
      textos: [{ idioma: "pt-br" as const, titulo: "Termos de uso", texto: "Primeiro.\n\nSegundo." }],
      aceites: 1,
    },
  ],
  pessoas: 60,
  pode_publicar: true,
};

function stubTerms(canPublish = true) {
  return stubApi([
    signIn(makeAdmin({ token: "tok-admin" })),
    [termsVersions, ok(termsVersions, { ...VERSIONS, pode_publicar: canPublish })],
    [termsPublish, ok(termsPublish, { status: "sucesso", mensagem: "Versão 2 publicada.", versao: 2 })],
    [
      termsAcceptances,
      ok(termsAcceptances, {
        aceites: [
          { usuario: { id: 7, nome: "Ana Souza", usuario: "1001" }, aceito_em: "2026-11-02T12:00:00.000Z" },
        ],
        total: 1,
        pagina: 1,
        limite: 50,
      }),
    ],
  ]);
}

describe("the terms of use page", { timeout: 20_000 }, () => {
  it("lists each version with how many accepted it, and who on request", async () => {
    stubTerms();
    renderApp(webPaths.termsAdmin.build());
    const item = (await screen.findByRole("heading", { name: "Versão 1 · Termos de uso" })).closest("li");
    if (!item) throw new Error("the version is listed");
    expect(item.textContent).toContain("1 de 60 pessoas aceitaram");
    fireEvent.click(within(item).getByRole("button", { name: "Ver quem aceitou" }));
    expect(await within(item).findByText(/Ana Souza \(1001\)/)).toBeTruthy();
  });

  it("publishes the next version after a confirmation, with the texts given", async () => {
    const { requests } = stubTerms();
    renderApp(webPaths.termsAdmin.build());
    const form = await screen.findByRole("form", { name: "Publicar nova versão" });
    const portuguese = within(form).getByRole("group", { name: "Português" });
    fireEvent.change(within(portuguese).getByLabelText("Título"), { target: { value: "Termos v2" } });
    fireEvent.change(within(portuguese).getByLabelText("Texto"), { target: { value: "Novo texto." } });
    fireEvent.click(within(form).getByRole("button", { name: "Publicar" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Publicar nova versão" });
    expect(confirm.textContent).toContain("Publicar a versão 2? Todas as pessoas precisarão aceitá-la.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Publicar" }));
    expect(await within(form).findByText("Versão 2 publicada.")).toBeTruthy();
    const sent = requests.find((request) => request.url.endsWith("/termos/publicar"));
    expect(await sent?.json()).toEqual({
      textos: [{ idioma: "pt-br", titulo: "Termos v2", texto: "Novo texto." }],
    });
  });

  it("says who publishes when this administrator may not", async () => {
    stubTerms(false);
    renderApp(webPaths.termsAdmin.build());
    expect(
      await screen.findByText(
        "Os termos valem para todas as plataformas: só os administradores da plataforma principal publicam novas versões.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Publicar nova versão" })).toBeNull();
  });
});
