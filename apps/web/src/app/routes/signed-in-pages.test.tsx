import { screen, waitFor, within } from "@testing-library/react";
import { activeGroups } from "@trilha/contracts/classes.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import { decodeContinuePath } from "@trilha/contracts/rules/continue-path";
import { guardianStudents } from "@trilha/contracts/students.calls";
import { tenantList } from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenant, makeTenantSummary, makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const noPaths: [typeof learningPaths, ReturnType<typeof ok>] = [
  learningPaths,
  ok(learningPaths, { trilhas: [] }),
];

describe("signed-in pages", () => {
  it("home links 'Acessar' to sign-in, or to /logado when signed in", async () => {
    stubApi([]);
    const first = renderApp(webPaths.home.build(), { tenant: makeTenant({ logo: "/logo.png" }) });
    expect((await screen.findByRole("link", { name: "Acessar" })).getAttribute("href")).toBe(
      webPaths.login.build(),
    );
    expect(screen.getByText("Aprender todo dia")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Escola Aurora" }).getAttribute("src")).toBe("/logo.png");
    first.unmount();

    stubApi([signIn(makeUser()), noPaths]);
    renderApp(webPaths.home.build());
    expect((await screen.findByRole("link", { name: "Acessar" })).getAttribute("href")).toBe(
      webPaths.signedIn.build(),
    );
  });

  it("lists the user's classes with their type", async () => {
    stubApi([
      signIn(makeUser()),
      noPaths,
      [
        activeGroups,
        ok(activeGroups, {
          grupos: [
            { id: 1, nome: "7º ano A", tipo: "pro" },
            { id: 2, nome: "Coordenação", tipo: "adm" },
          ],
        }),
      ],
    ]);
    renderApp(webPaths.classes.build());
    const first = await screen.findByRole("heading", { level: 2, name: "7º ano A" });
    expect(first.closest("li")?.textContent).toContain("Tipo: Pedagógica");
    expect(
      screen.getByRole("heading", { level: 2, name: "Coordenação" }).closest("li")?.textContent,
    ).toContain("Administrativa");
  });

  it("says so when the user has no classes", async () => {
    stubApi([signIn(makeUser()), noPaths, [activeGroups, ok(activeGroups, { grupos: [] })]]);
    renderApp(webPaths.classes.build());
    expect(await screen.findByText("Você ainda não participa de nenhuma turma.")).toBeTruthy();
  });

  it("signs out and continues at sign-in when the classes call answers 401", async () => {
    stubApi([signIn(makeUser()), noPaths, [activeGroups, failure(401)]]);
    const { router } = renderApp(webPaths.classes.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(getSession().status).toBe("signed-out");
    expect(decodeContinuePath(router.state.location.pathname.split("/").pop())).toBe(
      webPaths.classes.build(),
    );
  });

  it("shows each path's progress", async () => {
    stubApi([
      signIn(makeUser()),
      [
        learningPaths,
        ok(learningPaths, {
          trilhas: [
            {
              id: 1,
              nome: "Frações",
              grupos: [{ id: 1, usuario_tipo: "aluno" }],
              total_habilidades: 8,
              habilidades_realizadas: 3,
              tagsFiltro: [],
            },
          ],
        }),
      ],
    ]);
    renderApp(webPaths.paths.build());
    const progress = await screen.findByRole("progressbar", { name: "Frações" });
    expect(progress.getAttribute("value")).toBe("3");
    expect(progress.getAttribute("max")).toBe("8");
    expect(screen.getByText("3 de 8 habilidades")).toBeTruthy();
  });

  it("shows the account's name, login and e-mail", async () => {
    stubApi([signIn(makeUser({ email: null })), noPaths]);
    renderApp(webPaths.account.build());
    expect(await screen.findByText("Ana Souza")).toBeTruthy();
    expect(screen.getByText("12345")).toBeTruthy();
    expect(screen.getByText("Não informado")).toBeTruthy();
  });

  it("keeps password, second factor and devices out of a visiting administrator's view of the account", async () => {
    stubApi([signIn(makeUser({ visitante: true })), noPaths]);
    renderApp(webPaths.account.build());
    expect(await screen.findByText("Ana Souza")).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe(
      "Esta ação não é permitida durante a visualização como outro usuário.",
    );
    expect(screen.queryByRole("heading", { name: "Autenticação em 2 fatores" })).toBeNull();
    expect(screen.queryByRole("heading", { name: /senha/i })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Dispositivos conectados" })).toBeNull();
  });

  it("lists the managed networks with links, or says there are none", async () => {
    stubApi([
      signIn(makeUser()),
      [
        managedNetworks,
        ok(managedNetworks, { redes: [{ id: 4, codigo: "N", nome: "Rede Norte", isFavorito: false }] }),
      ],
    ]);
    const first = renderApp(webPaths.networks.build());
    expect((await screen.findByRole("link", { name: "Rede Norte" })).getAttribute("href")).toBe(
      webPaths.network.build(4),
    );
    first.unmount();

    stubApi([signIn(makeUser()), [managedNetworks, ok(managedNetworks, { redes: [] })]]);
    renderApp(webPaths.networks.build());
    expect(await screen.findByText("Sem resultados")).toBeTruthy();
    expect(screen.getByText("Você não participa de nenhuma rede.")).toBeTruthy();
  });

  it("goes to /logado when the network list answers 401", async () => {
    stubApi([signIn(makeUser()), noPaths, [managedNetworks, failure(401)]]);
    const { router } = renderApp(webPaths.networks.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
  });

  it("says when a network is not among the user's", async () => {
    stubApi([signIn(makeUser()), [managedNetworks, ok(managedNetworks, { redes: [] })]]);
    renderApp(webPaths.network.build(99));
    expect(await screen.findByRole("heading", { level: 1, name: "Rede não encontrada." })).toBeTruthy();
  });

  it("lists the platforms with links to their administration, principal and database_share marked", async () => {
    stubApi([
      signIn(makeAdmin()),
      [
        tenantList,
        ok(tenantList, {
          tenants: [
            makeTenantSummary(),
            makeTenantSummary({
              id: 2,
              nome: "Rede Leste",
              slug: "leste",
              principal: false,
              database_share: "base-a",
            }),
          ],
        }),
      ],
    ]);
    renderApp(webPaths.administration.build());
    const leste = await screen.findByRole("link", { name: "Rede Leste" });
    expect(leste.getAttribute("href")).toBe(webPaths.tenantAdministration.build("leste"));
    expect(leste.closest("li")?.textContent).toContain("[base-a]");
    const aurora = within(screen.getByRole("main")).getByRole("link", { name: "Escola Aurora" });
    expect(aurora.closest("li")?.textContent).toContain("Principal");
  });

  it("finds a platform by its database_share and shows the platform table", async () => {
    stubApi([
      signIn(makeAdmin()),
      [
        tenantList,
        ok(tenantList, { tenants: [makeTenantSummary({ nome: "Rede Leste", database_share: "base-a" })] }),
      ],
    ]);
    renderApp(webPaths.tenantPlatforms.build("base-a"));
    expect(await screen.findByRole("heading", { level: 1, name: "Plataformas · Rede Leste" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Plataformas cadastradas" });
    expect(within(table).getByRole("rowheader", { name: "Rede Leste" })).toBeTruthy();
    expect(within(table).getByText("aurora.example")).toBeTruthy();
  });

  it("goes to /logado when the platform list answers 401", async () => {
    stubApi([signIn(makeAdmin()), noPaths, [tenantList, failure(401)]]);
    const { router } = renderApp(webPaths.administration.build());
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
  });

  it("shows the student's name, or that the student is not on the list", async () => {
    stubApi([
      signIn(makeUser()),
      [guardianStudents, ok(guardianStudents, { alunos: [{ id: 5, nome: "Caio" }] })],
    ]);
    const first = renderApp(webPaths.student.build(5));
    expect(await screen.findByRole("heading", { level: 1, name: "Caio" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Voltar/ }).getAttribute("href")).toBe(webPaths.signedIn.build());
    first.unmount();

    stubApi([
      signIn(makeUser()),
      [guardianStudents, ok(guardianStudents, { alunos: [{ id: 5, nome: "Caio" }] })],
    ]);
    renderApp(webPaths.student.build(6));
    expect(await screen.findByRole("heading", { level: 1, name: "Estudante não encontrado." })).toBeTruthy();
  });

  it("goes to /logado when the student list answers 401", async () => {
    stubApi([signIn(makeUser()), noPaths, [guardianStudents, failure(401)]]);
    const { router } = renderApp(webPaths.student.build(5));
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
  });

  it("shows the server's message when a list fails otherwise", async () => {
    stubApi([signIn(makeUser()), noPaths, [activeGroups, failure(500, "Banco indisponível.")]]);
    renderApp(webPaths.classes.build());
    expect((await screen.findByRole("alert")).textContent).toBe("Banco indisponível.");
  });

  it("links the tenant's own privacy policy when it has one", async () => {
    stubApi([]);
    renderApp(webPaths.privacy.build(), {
      tenant: makeTenant({ links: { politica_de_privacidade: "https://aurora.example/privacidade" } }),
    });
    const link = await screen.findByRole("link", { name: "Leia a política de privacidade de Escola Aurora" });
    expect(link.getAttribute("href")).toBe("https://aurora.example/privacidade");
  });

  it("names every page in the document title", async () => {
    stubApi([]);
    renderApp(webPaths.forgotPassword.build());
    await screen.findByRole("heading", { level: 1, name: "Recuperar senha" });
    // The title is set in an effect, which may run just after the heading is painted.
    await waitFor(() => expect(document.title).toBe("Recuperar senha · Escola Aurora"));
  });
});
