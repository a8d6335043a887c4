import { act, screen, waitFor } from "@testing-library/react";
import { announcementAdminList } from "@trilha/contracts/announcements.calls";
import { activeGroups } from "@trilha/contracts/classes.calls";
import { deliveryMine } from "@trilha/contracts/deliveries.calls";
import { issueReportList } from "@trilha/contracts/issue-reports.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { loginToken } from "@trilha/contracts/login.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import { noticeAdminList } from "@trilha/contracts/notices.calls";
import { decodeContinuePath } from "@trilha/contracts/rules/continue-path";
import { guardianStudents } from "@trilha/contracts/students.calls";
import { tenantList } from "@trilha/contracts/tenants.calls";
import { termsVersions } from "@trilha/contracts/terms.calls";
import { type WebPathName, webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it, vi } from "vitest";
import { getSession, reloadSession, setSession } from "../lib/session-store.ts";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { makeAdmin, makeTenant, makeTenantSummary, makeUser } from "../test/fixtures.ts";
import { makeLessonPage } from "../test/learning-fixtures.ts";
import { renderApp } from "../test/render-app.tsx";
import { signIn } from "../test/session.ts";

const network = { id: 3, codigo: "SUL", nome: "Rede Sul", isFavorito: true };
const student = { id: 9, nome: "Bruno Lima" };

function stubEverything() {
  return stubApi([
    signIn(makeAdmin()),
    [activeGroups, ok(activeGroups, { grupos: [] })],
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [managedNetworks, ok(managedNetworks, { redes: [network] })],
    [tenantList, ok(tenantList, { tenants: [makeTenantSummary()] })],
    [guardianStudents, ok(guardianStudents, { alunos: [student] })],
    [issueReportList, ok(issueReportList, { relatos: [], pagina: 1, limite: 20, total: 0, rotas: [] })],
    [noticeAdminList, ok(noticeAdminList, { avisos: [], clientes: [] })],
    [announcementAdminList, ok(announcementAdminList, { anuncios: [] })],
    [termsVersions, ok(termsVersions, { versoes: [], pessoas: 0, pode_publicar: true })],
    [deliveryMine, ok(deliveryMine, makeLessonPage({ lesson: { titulo: "Carta a um amigo" } }))],
  ]);
}

/**
 * Every page of `webPaths`, with a concrete address and the h1 it must show to a platform administrator who
 * may manage, on the principal tenant. Typed by WebPathName, so a new path without a route fails to compile.
 * The profile photo and the platform logo are files the server serves, not pages.
 */
const pages: Record<
  Exclude<WebPathName, "profilePhoto" | "tenantLogo">,
  { path: string; heading: string; landsOn?: string }
> = {
  home: { path: webPaths.home.build(), heading: "Escola Aurora" },
  login: { path: webPaths.login.build(), heading: "Acesse sua conta" },
  loginContinue: { path: webPaths.loginContinue.build("/logado/turmas"), heading: "Acesse sua conta" },
  logout: { path: webPaths.logout.build(), heading: "Sair" },
  forgotPassword: { path: webPaths.forgotPassword.build(), heading: "Recuperar senha" },
  resetPassword: { path: webPaths.resetPassword.build("abc"), heading: "Redefinir senha" },
  // The tenant is active: its inactive pages send the visitor home (an inactive one's are tested below).
  inactive: { path: webPaths.inactive.build(), heading: "Escola Aurora", landsOn: webPaths.home.build() },
  siteInactive: {
    path: webPaths.siteInactive.build(),
    heading: "Escola Aurora",
    landsOn: webPaths.home.build(),
  },
  privacy: { path: webPaths.privacy.build(), heading: "Política de privacidade" },
  // The signed-in home, with the connected-devices modal open over it.
  connectedDevices: { path: webPaths.connectedDevices.build(), heading: "Pedagógico" },
  signedIn: { path: webPaths.signedIn.build(), heading: "Pedagógico" },
  lesson: { path: webPaths.lesson.build(11), heading: "Carta a um amigo" },
  classes: { path: webPaths.classes.build(), heading: "Turmas" },
  classPage: { path: webPaths.classPage.build(1), heading: "Turmas" },
  manage: { path: webPaths.manage.build(), heading: "Gerenciar" },
  manageNewLesson: { path: webPaths.manageNewLesson.build(), heading: "Novo conteúdo" },
  manageLesson: { path: webPaths.manageLesson.build(1), heading: "Editar conteúdo" },
  paths: { path: webPaths.paths.build(), heading: "Trilhas" },
  account: { path: webPaths.account.build(), heading: "Minha conta" },
  games: { path: webPaths.games.build("quebra-cabeca/1"), heading: "Jogos" },
  networks: { path: webPaths.networks.build(), heading: "Minhas redes" },
  network: { path: webPaths.network.build(network.id), heading: "Rede Sul · Painel" },
  networkManagement: { path: webPaths.networkManagement.build(network.codigo), heading: "Rede Sul · Gestão" },
  networkReports: { path: webPaths.networkReports.build(network.id), heading: "Rede Sul · Relatórios" },
  networkRosterImport: {
    path: webPaths.networkRosterImport.build(network.codigo),
    heading: "Rede Sul · Importar",
  },
  rosterImport: { path: webPaths.rosterImport.build(), heading: "Importar" },
  administration: { path: webPaths.administration.build(), heading: "Administração da plataforma" },
  issueReports: { path: webPaths.issueReports.build(), heading: "Problemas reportados" },
  noticesAdmin: { path: webPaths.noticesAdmin.build(), heading: "Avisos" },
  announcementsAdmin: { path: webPaths.announcementsAdmin.build(), heading: "Anúncios" },
  termsAdmin: { path: webPaths.termsAdmin.build(), heading: "Termos de uso" },
  tenantAdministration: {
    path: webPaths.tenantAdministration.build("aurora"),
    heading: "Cadastros · Escola Aurora",
  },
  tenantPlatforms: { path: webPaths.tenantPlatforms.build("aurora"), heading: "Plataformas · Escola Aurora" },
  tenantReports: { path: webPaths.tenantReports.build("aurora"), heading: "Relatórios · Escola Aurora" },
  audit: { path: webPaths.audit.build(), heading: "Auditoria" },
  student: { path: webPaths.student.build(student.id), heading: "Bruno Lima" },
};

describe("router", () => {
  for (const [name, { path, heading, landsOn = path }] of Object.entries(pages)) {
    it(`renders ${name} (${path})`, async () => {
      stubEverything();
      const { router } = renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      expect(router.state.location.pathname).toBe(landsOn);
      expect(screen.getByRole("main")).toBeTruthy();
    });
  }

  it("renders the 404 page for an unknown address", async () => {
    stubEverything();
    renderApp("/nao/existe");
    expect(await screen.findByRole("heading", { level: 1, name: "Página não encontrada." })).toBeTruthy();
  });

  it("renders the 404 page for an unknown signed-in address too", async () => {
    stubEverything();
    renderApp("/logado/nao-existe");
    expect(await screen.findByRole("heading", { level: 1, name: "Página não encontrada." })).toBeTruthy();
  });

  it("sends a signed-out visitor of a signed-in page to sign-in, continuing there", async () => {
    stubApi([]);
    const { router } = renderApp(webPaths.classes.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    const target = router.state.location.pathname.split("/").pop();
    expect(router.state.location.pathname.startsWith("/login/continue/")).toBe(true);
    expect(decodeContinuePath(target)).toBe(webPaths.classes.build());
  });

  it("sends a non-administrator away from administration to /logado", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    const { router } = renderApp(webPaths.administration.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
  });

  it("sends Plataformas on a non-principal tenant to that tenant's administration", async () => {
    stubEverything();
    const { router } = renderApp(webPaths.tenantPlatforms.build("aurora"), {
      tenant: makeTenant({ principal: false }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Cadastros · Escola Aurora" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.tenantAdministration.build("aurora"));
  });

  it("sends every page of an inactive tenant to /desativado", async () => {
    stubEverything();
    const { router } = renderApp(webPaths.login.build(), { tenant: makeTenant({ status: 0 }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Plataforma desativada" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.inactive.build());
  });

  it("renders at once from the cached user and refreshes it through loginToken", async () => {
    const cached = makeUser({ nome: "Nome Antigo" });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    setSession(cached);
    const { requests } = stubApi([
      [
        loginToken,
        async () => {
          await answered;
          return ok(loginToken, {
            usuario: { ...cached, nome: "Nome Novo" },
            conta_vinculada: false,
            conta_nova: false,
          });
        },
      ],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
    ]);
    renderApp(webPaths.account.build());
    expect(await screen.findByText("Nome Antigo")).toBeTruthy();
    answer();
    expect(await screen.findByText("Nome Novo")).toBeTruthy();
    const revalidation = requests.find((request) => request.url.endsWith("/conta/pt-br/logar/token"));
    expect(await revalidation?.json()).toEqual({ token: cached.token });
  });

  it("waits for the server when only a token is stored", async () => {
    const user = makeUser();
    stubApi([
      [loginToken, ok(loginToken, { usuario: user, conta_vinculada: false, conta_nova: false })],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
    ]);
    window.localStorage.setItem("creator-sessao-atual", user.token);
    reloadSession();
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(getSession().status).toBe("signed-in");
  });

  it("clears a session the server refuses and sends to sign-in saying it expired", async () => {
    const user = makeUser();
    setSession(user);
    stubApi([
      [loginToken, failure(401)],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
    ]);
    const { router } = renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Esta sessão expirou. Por favor, faça login novamente!",
    );
    expect(getSession().status).toBe("signed-out");
    await waitFor(() => expect(router.state.location.pathname.startsWith("/login/continue/")).toBe(true));

    // Said once: coming back to sign-in later does not repeat it.
    await act(() => router.navigate(webPaths.forgotPassword.build()));
    expect(await screen.findByRole("heading", { level: 1, name: "Recuperar senha" })).toBeTruthy();
    await act(() => router.navigate(webPaths.login.build()));
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the unknown-error page when a stored token cannot be checked and nothing is cached", async () => {
    // React Router logs the error it caught; expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    stubApi([[loginToken, failure(503)]]);
    window.localStorage.setItem("creator-sessao-atual", "t");
    reloadSession();
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Erro desconhecido." })).toBeTruthy();
  });
});
