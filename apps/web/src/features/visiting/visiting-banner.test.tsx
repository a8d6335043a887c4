import { fireEvent, screen, waitFor } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { loginToken } from "@trilha/contracts/login.calls";
import { visitEnd } from "@trilha/contracts/visiting.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession, setSession } from "../../lib/session-store.ts";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";
import { isSameScope } from "./visiting-scope.ts";
import { keepAdministratorAside, readAdministratorAside } from "./visiting-store.ts";

describe("visiting users", () => {
  it("shows the banner without logout, and 'Sair' ends the visit and restores the administrator", async () => {
    const admin = makeAdmin({ nome: "Marina Alves", token: "token-admin" });
    keepAdministratorAside(admin, webPaths.administration.build());
    const visited = makeUser({ visitante: true, token: "token-visita" });
    setSession(visited);
    const { requests } = stubApi([
      [
        loginToken,
        async (request) => {
          const { token } = (await request.json()) as { token: string };
          const usuario = token === admin.token ? admin : visited;
          return ok(loginToken, { usuario, conta_vinculada: false, conta_nova: false });
        },
      ],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
      [visitEnd, ok(visitEnd, { status: "sucesso" })],
    ]);
    const { router } = renderApp(webPaths.signedIn.build());
    expect(await screen.findByText("Visualizando como usuário Ana Souza")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sair" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Sair da visualização como Ana Souza" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.administration.build()));
    const session = getSession();
    expect(session.status === "signed-in" && session.user.nome).toBe("Marina Alves");
    expect(readAdministratorAside()).toBeNull();
    const end = requests.find((request) => request.url.endsWith("/visitar/sair"));
    expect(end?.headers.get("authorization")).toBe("Bearer token-visita");
  });

  it("shows no banner to a person signed in as themselves", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
    expect(screen.queryByText(/Visualizando como usuário/)).toBeNull();
  });

  it("offers the visit only for the platform in use or one sharing its data", () => {
    expect(isSameScope({ slug: "a", database_share: null }, { slug: "a", database_share: null })).toBe(true);
    expect(isSameScope({ slug: "a", database_share: null }, { slug: "b", database_share: null })).toBe(false);
    expect(isSameScope({ slug: "a", database_share: "rede" }, { slug: "b", database_share: "rede" })).toBe(
      true,
    );
    expect(isSameScope({ slug: "a", database_share: "rede" }, { slug: "a", database_share: null })).toBe(
      false,
    );
  });
});
