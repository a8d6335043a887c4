import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { favouriteNetwork, managedNetworks, type Network } from "@trilha/contracts/networks.calls";
import { guardianStudents } from "@trilha/contracts/students.calls";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import { tenantList } from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import type { ReactNode } from "react";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { setupI18n } from "../../lib/i18n.ts";
import { type SignedInUser, setSession } from "../../lib/session-store.ts";
import { TenantProvider } from "../../lib/tenant-context.tsx";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenant, makeTenantSummary, makeUser } from "../../test/fixtures.ts";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";
import { NavigationMenu } from "./navigation-menu.tsx";

const student = makeUser({ id: 1, nome: "Ana Souza", token: "tok-ana" });
const manager = makeUser({ id: 2, nome: "Gabriela Rocha", token: "tok-gabriela" });
const admin = makeAdmin({ id: 3, nome: "Marina Alves", token: "tok-marina" });

const north: Network = { id: 11, codigo: "rede-norte", nome: "Rede Norte", isFavorito: false };
const east: Network = { id: 12, codigo: "rede-leste", nome: "Rede Leste", isFavorito: true };

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderMenu(
  user: SignedInUser,
  {
    tenant = makeTenant(),
    path = webPaths.classes.build(),
    sectionLinks,
  }: { tenant?: TenantPublicConfig; path?: string; sectionLinks?: ReactNode } = {},
) {
  setSession(user);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <NavigationMenu user={user} sectionLinks={sectionLinks} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TenantProvider tenant={tenant}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TenantProvider>,
  );
  return { router, queryClient };
}

const networksReply = (redes: Network[]): [typeof managedNetworks, StubbedReply] => [
  managedNetworks,
  ok(managedNetworks, { redes }),
];

const trigger = () => screen.findByRole("button", { name: "Menu de navegação" });

async function openPanel() {
  const button = await trigger();
  fireEvent.click(button);
  return screen.getByRole("dialog", { name: "Menu" });
}

describe("NavigationMenu: who gets the button (menu-sections flag)", () => {
  it("has no button for a student without networks", async () => {
    const { requests } = stubApi([networksReply([])]);
    renderMenu(student);
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Menu de navegação" })).toBeNull();
  });

  it("gives a network manager the button, with the panel's entries but no platform administration", async () => {
    stubApi([networksReply([east, north])]);
    renderMenu(manager);
    const button = await trigger();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");

    const panel = await openPanel();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(panel.id);
    expect(within(panel).queryByText("Administração plataforma")).toBeNull();
    expect(within(panel).getByRole("link", { name: "Pedagógico" }).getAttribute("href")).toBe(
      webPaths.signedIn.build(),
    );
    expect(within(panel).getByRole("button", { name: "Administrativo" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Estudantes" })).toBeTruthy();
    // Only the favourite network is listed under 'Administrativo', as a link to its panel.
    const favourites = within(panel).getByRole("list", { name: "Redes favoritas" });
    expect(
      within(favourites)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Rede Leste"]);
    expect(within(favourites).getByRole("link").getAttribute("href")).toBe(webPaths.network.build(east.id));
  });

  it("shows an administrator on the main tenant the platforms sub-panel", async () => {
    stubApi([
      networksReply([]),
      [
        tenantList,
        ok(tenantList, {
          tenants: [
            makeTenantSummary({ id: 1, nome: "Trilha", slug: "trilha", principal: true }),
            makeTenantSummary({
              id: 2,
              nome: "Rede Sul Norte",
              slug: "sul-norte",
              principal: false,
              database_share: "rede-sul",
            }),
          ],
        }),
      ],
    ]);
    renderMenu(admin, { tenant: makeTenant({ principal: true, database_share: null }) });
    const panel = await openPanel();
    expect(within(panel).queryByRole("link", { name: "Administração plataforma" })).toBeNull();
    fireEvent.click(within(panel).getByRole("button", { name: "Administração plataforma" }));

    const platforms = screen.getByRole("dialog", { name: "Plataformas" });
    const principal = await within(platforms).findByRole("link", { name: /Trilha/ });
    expect(principal.getAttribute("href")).toBe(webPaths.tenantAdministration.build("trilha"));
    expect(principal.textContent).toContain("Plataforma principal");
    expect(principal.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    const shared = within(platforms).getByRole("link", { name: /Rede Sul Norte/ });
    expect(shared.getAttribute("href")).toBe(webPaths.tenantAdministration.build("sul-norte"));
    expect(shared.textContent).toContain("[rede-sul]");
    expect(shared.textContent).not.toContain("Plataforma principal");
  });

  it("links an administrator on another tenant to that tenant's administration", async () => {
    stubApi([networksReply([])]);
    renderMenu(admin, {
      tenant: makeTenant({ slug: "escola-azul", principal: false, database_share: null }),
    });
    const panel = await openPanel();
    const entry = within(panel).getByRole("link", { name: "Administração plataforma" });
    expect(entry.getAttribute("href")).toBe(webPaths.tenantAdministration.build("escola-azul"));
    fireEvent.click(entry);
    expect(screen.getByTestId("where").textContent).toBe(webPaths.tenantAdministration.build("escola-azul"));
  });

  it("has no platform administration on a tenant with a database_share, but still the menu", async () => {
    stubApi([networksReply([])]);
    renderMenu(admin, { tenant: makeTenant({ principal: false, database_share: "rede-sul" }) });
    const panel = await openPanel();
    expect(within(panel).queryByText("Administração plataforma")).toBeNull();
    expect(within(panel).getByRole("link", { name: "Pedagógico" })).toBeTruthy();
  });
});

describe("NavigationMenu: the layout's links below the 800 px breakpoint", () => {
  const links = (
    <nav aria-label="Menu principal">
      <Link to={webPaths.signedIn.build()}>Pedagógico</Link>
      <Link to={webPaths.classes.build()}>Turmas</Link>
    </nav>
  );

  it("gives a student without networks the button on a narrow screen, holding the layout's links", async () => {
    stubApi([networksReply([])]);
    renderMenu(student, { sectionLinks: links });
    const button = await trigger();
    const panel = await openPanel();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const nav = within(panel).getByRole("navigation", { name: "Menu principal" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Pedagógico", "Turmas"]);
    // No menu sections: nothing of the panel's own entries.
    expect(within(panel).queryByRole("button", { name: "Administrativo" })).toBeNull();

    fireEvent.keyDown(panel, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("puts the layout's links before the panel's entries, and following one closes the panel", async () => {
    stubApi([networksReply([north])]);
    renderMenu(manager, { sectionLinks: links, path: webPaths.classes.build() });
    const panel = await openPanel();
    const names = within(panel)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names.slice(0, 2)).toEqual(["Pedagógico", "Turmas"]);
    expect(within(panel).getByRole("button", { name: "Administrativo" })).toBeTruthy();
    // The page already shown: the path does not change, the panel closes all the same.
    fireEvent.click(within(panel).getByRole("link", { name: "Turmas" }));
    expect((await trigger()).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("NavigationMenu: sub-panels", () => {
  it("shows the empty networks list, and 'Menu' goes back to the entry that opened it", async () => {
    stubApi([networksReply([])]);
    renderMenu(admin);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole("button", { name: "Administrativo" }));
    const networks = screen.getByRole("dialog", { name: "Minhas redes" });
    expect(within(networks).getByText("Sem resultados")).toBeTruthy();
    expect(within(networks).getByText("Você não participa de nenhuma rede.")).toBeTruthy();
    const back = within(networks).getByRole("button", { name: "Menu" });
    expect(document.activeElement).toBe(back);

    fireEvent.click(back);
    const main = screen.getByRole("dialog", { name: "Menu" });
    expect(document.activeElement).toBe(within(main).getByRole("button", { name: "Administrativo" }));
  });

  it("lists the guardian's students, each linking to its page", async () => {
    stubApi([
      networksReply([north]),
      [
        guardianStudents,
        ok(guardianStudents, {
          alunos: [
            { id: 41, nome: "Ana Souza" },
            { id: 42, nome: "Lucas Souza" },
          ],
        }),
      ],
    ]);
    renderMenu(manager);
    fireEvent.click(within(await openPanel()).getByRole("button", { name: "Estudantes" }));
    const students = screen.getByRole("dialog", { name: "Estudantes" });
    const lucas = await within(students).findByRole("link", { name: "Lucas Souza" });
    expect(lucas.getAttribute("href")).toBe(webPaths.student.build(42));
    expect(within(students).getByRole("link", { name: "Ana Souza" }).getAttribute("href")).toBe(
      webPaths.student.build(41),
    );
  });

  it.each([
    ["Administração plataforma", tenantList],
    ["Estudantes", guardianStudents],
  ] as const)("goes to /logado and closes on a 401 from the list behind %s", async (entry, contract) => {
    stubApi([networksReply([]), [contract, failure(401, "Sessão expirada.")]]);
    renderMenu(admin);
    fireEvent.click(within(await openPanel()).getByRole("button", { name: entry }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(webPaths.signedIn.build()));
    expect((await trigger()).getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("goes to /logado on a 401 from the network list, even when already there", async () => {
    let calls = 0;
    stubApi([
      [
        managedNetworks,
        () => {
          calls += 1;
          return calls === 1 ? ok(managedNetworks, { redes: [north] }) : failure(401);
        },
      ],
    ]);
    const { queryClient } = renderMenu(manager, { path: webPaths.signedIn.build() });
    const panel = await openPanel();
    await act(() => queryClient.invalidateQueries());
    fireEvent.click(within(panel).getByRole("button", { name: "Administrativo" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("where").textContent).toBe(webPaths.signedIn.build());
  });
});

describe("NavigationMenu: favourites", () => {
  it("flips the star only once the call succeeded, and 'Administrativo' follows", async () => {
    let answer: (reply: StubbedReply) => void = () => undefined;
    const { requests } = stubApi([
      networksReply([east, north]),
      [favouriteNetwork, () => new Promise<StubbedReply>((resolve) => (answer = resolve))],
    ]);
    renderMenu(manager);
    fireEvent.click(within(await openPanel()).getByRole("button", { name: "Administrativo" }));
    const networks = screen.getByRole("dialog", { name: "Minhas redes" });
    const star = within(networks).getByRole("button", { name: "Favoritar Rede Norte" });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    expect(within(networks).getByRole("link", { name: "Rede Norte" }).getAttribute("href")).toBe(
      webPaths.network.build(north.id),
    );

    fireEvent.click(star);
    await waitFor(() => expect(requests.some((request) => request.url.includes("favorita"))).toBe(true));
    const call = requests.find((request) => request.url.includes("favorita"));
    expect(await call?.json()).toEqual({ rede_id: north.id, favorito: true });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    expect(star.getAttribute("aria-disabled")).toBe("true");

    answer(ok(favouriteNetwork, { status: "sucesso" }));
    await waitFor(() => expect(star.getAttribute("aria-pressed")).toBe("true"));

    fireEvent.click(within(networks).getByRole("button", { name: "Menu" }));
    const favourites = within(screen.getByRole("dialog", { name: "Menu" })).getByRole("list", {
      name: "Redes favoritas",
    });
    expect(
      within(favourites)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Rede Leste", "Rede Norte"]);
  });

  it("leaves the star as it was when the call fails", async () => {
    const { requests } = stubApi([networksReply([east, north]), [favouriteNetwork, failure(500)]]);
    renderMenu(manager);
    fireEvent.click(within(await openPanel()).getByRole("button", { name: "Administrativo" }));
    const star = screen.getByRole("button", { name: "Favoritar Rede Leste" });
    expect(star.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute("aria-disabled")).toBeNull());
    expect(requests.filter((request) => request.url.includes("favorita"))).toHaveLength(1);
    expect(star.getAttribute("aria-pressed")).toBe("true");
  });

  it("shows a visiting administrator the user's favourites without a way to change them", async () => {
    const { requests } = stubApi([networksReply([east, north])]);
    renderMenu({ ...manager, visitante: true });
    fireEvent.click(within(await openPanel()).getByRole("button", { name: "Administrativo" }));
    const networks = screen.getByRole("list");
    expect(within(networks).queryByRole("button", { name: /Favoritar/ })).toBeNull();
    expect(within(networks).getByRole("img", { name: "Favorita" })).toBeTruthy();
    expect(requests.filter((request) => request.url.includes("favorita"))).toHaveLength(0);
  });
});

describe("NavigationMenu: closing", () => {
  it.each([
    ["Escape", (panel: HTMLElement) => fireEvent.keyDown(panel, { key: "Escape" })],
    [
      "the close button",
      (panel: HTMLElement) => fireEvent.click(within(panel).getByRole("button", { name: "Fechar menu" })),
    ],
    ["the backdrop", (panel: HTMLElement) => fireEvent.mouseDown(panel.parentElement as HTMLElement)],
  ])("slides out on %s, then reopens on the main list", async (_how, closeWith) => {
    stubApi([networksReply([north])]);
    renderMenu(manager);
    const button = await trigger();
    fireEvent.click(within(await openPanel()).getByRole("button", { name: "Administrativo" }));
    const networks = screen.getByRole("dialog", { name: "Minhas redes" });

    closeWith(networks);
    // Still drawn for the 200 ms slide-out, but no longer open nor usable.
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(networks.className).toContain("nav-panel--closing");
    expect(networks.querySelector(".nav-panel__body")?.hasAttribute("inert")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Minhas redes" })).toBeNull();
  });

  it("stays 200 ms on the page before leaving it", async () => {
    stubApi([networksReply([north])]);
    renderMenu(manager);
    const panel = await openPanel();
    const started = performance.now();
    fireEvent.keyDown(panel, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { interval: 10 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it("closes when a link in the panel is followed", async () => {
    stubApi([networksReply([east])]);
    renderMenu(manager);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole("link", { name: "Rede Leste" }));
    expect(screen.getByTestId("where").textContent).toBe(webPaths.network.build(east.id));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("NavigationMenu: languages", () => {
  it("speaks Spanish, and marks the page in use", async () => {
    await setupI18n("es-es");
    stubApi([networksReply([east])], "es-es");
    renderMenu(manager, { path: webPaths.signedIn.build() });
    fireEvent.click(await screen.findByRole("button", { name: "Menú de navegación" }));
    const panel = screen.getByRole("dialog", { name: "Menú" });
    expect(within(panel).getByRole("link", { name: "Pedagógico" }).getAttribute("aria-current")).toBe("page");
    expect(within(panel).getByRole("list", { name: "Redes favoritas" })).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Administrativo" }));
    const networks = screen.getByRole("dialog", { name: "Mis redes" });
    expect(within(networks).getByRole("button", { name: "Marcar Rede Leste como favorita" })).toBeTruthy();
    expect(within(networks).getByRole("button", { name: "Menú" })).toBeTruthy();
    expect(within(networks).getByRole("button", { name: "Cerrar menú" })).toBeTruthy();
  });
});
