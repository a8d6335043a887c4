import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { DEMO_PASSWORD, expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

const LOGIN = tenantUrl("localhost", webPaths.login.build());

async function signInAs(page: Page, usuario: string) {
  await page.goto(LOGIN);
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

const menuButton = (page: Page, name = "Menu de navegação") =>
  page.getByRole("banner").getByRole("button", { name });
const panel = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });

async function openMenu(page: Page) {
  await menuButton(page).click();
  const main = panel(page, "Menu");
  await expect(main).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  return main;
}

/** The favourite networks listed under 'Administrativo'. */
const favourites = (page: Page) => panel(page, "Menu").getByRole("list", { name: "Redes favoritas" });

test("a network manager favourites a network from 'Minhas redes' and finds it under 'Administrativo'", async ({
  page,
}) => {
  await signInAs(page, "gestor");
  const main = await openMenu(page);
  await expectNoAxeViolations(page);
  await expect(main.getByRole("link", { name: "Pedagógico" })).toBeVisible();
  await expect(main.getByText("Administração plataforma")).toHaveCount(0);
  await expect(favourites(page)).toHaveCount(0);

  await main.getByRole("button", { name: "Administrativo" }).click();
  const networks = panel(page, "Minhas redes");
  await expect(networks.getByRole("link")).toHaveText(["Rede Leste", "Rede Norte"]);
  await expectNoAxeViolations(page);
  const star = networks.getByRole("button", { name: "Favoritar Rede Norte" });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse((response) => response.url().includes("/gravar/rede/favorita"));
  await star.click();
  expect((await saved).status()).toBe(200);
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await networks.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(favourites(page).getByRole("link")).toHaveText(["Rede Norte"]);

  // The favourite is the server's, not the page's: it is still there after a reload.
  await page.reload();
  await openMenu(page);
  const favourite = favourites(page).getByRole("link", { name: "Rede Norte" });
  await favourite.click();
  await expect(page).toHaveURL(/\/logado\/redes\/rede\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /Rede Norte/ })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Put the demo data back as it was.
  await openMenu(page);
  await panel(page, "Menu").getByRole("button", { name: "Administrativo" }).click();
  const again = panel(page, "Minhas redes").getByRole("button", { name: "Favoritar Rede Norte" });
  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();
});

test("a platform administrator opens the platforms and her (empty) networks from the menu", async ({
  page,
}) => {
  await signInAs(page, "admin");
  const main = await openMenu(page);
  await expectNoAxeViolations(page);
  await main.getByRole("button", { name: "Administrativo" }).click();
  const networks = panel(page, "Minhas redes");
  await expect(networks.getByText("Sem resultados")).toBeVisible();
  await expect(networks.getByText("Você não participa de nenhuma rede.")).toBeVisible();
  await expectNoAxeViolations(page);
  await networks.getByRole("button", { name: "Menu", exact: true }).click();

  await panel(page, "Menu").getByRole("button", { name: "Administração plataforma" }).click();
  const platforms = panel(page, "Plataformas");
  await expect(platforms.getByRole("link", { name: "Trilha Plataforma principal" })).toBeVisible();
  await expect(platforms.getByRole("link", { name: "Rede Sul Norte [rede-sul]" })).toBeVisible();
  await expectNoAxeViolations(page);
  await platforms.getByRole("link", { name: "Escola Azul" }).click();
  await expect(page).toHaveURL(tenantUrl("localhost", webPaths.tenantAdministration.build("escola-azul")));
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The backdrop closes it too, and it opens again on the main list.
  await openMenu(page);
  await panel(page, "Menu").getByRole("button", { name: "Estudantes" }).click();
  await expect(panel(page, "Estudantes").getByText("Nenhum estudante vinculado à sua conta.")).toBeVisible();
  await page.mouse.click(1200, 300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(await openMenu(page)).toBeVisible();
});

test("a guardian reaches his students from the menu", async ({ page }) => {
  await signInAs(page, "responsavel");
  const main = await openMenu(page);
  await main.getByRole("button", { name: "Estudantes" }).click();
  const students = panel(page, "Estudantes");
  await expect(students.getByRole("link")).toHaveText(["Ana Souza", "Lucas Souza"]);
  await expectNoAxeViolations(page);
  await students.getByRole("link", { name: "Lucas Souza" }).click();
  await expect(page).toHaveURL(/\/logado\/responsaveis\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Lucas Souza" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a student without networks has no menu button", async ({ page }) => {
  await page.goto(LOGIN);
  const networks = page.waitForResponse((response) => response.url().includes("/buscar/redes-gestor"));
  await signIn(page, "1001");
  await expect(page).toHaveURL(/\/logado$/);
  expect(await (await networks).json()).toEqual({ redes: [] });
  await expect(page.getByRole("banner").getByRole("button", { name: "Ana, menu da conta" })).toBeVisible();
  await expect(menuButton(page)).toHaveCount(0);
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("the menu and its sub-panels speak the chosen language", async ({ page }) => {
    await page.goto(LOGIN);
    await page.getByLabel("User (student ID)").fill("gestor");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/logado$/);
    await menuButton(page, "Navigation menu").click();
    const main = panel(page, "Menu");
    await expect(main.getByRole("link", { name: "Learning" })).toBeVisible();
    await main.getByRole("button", { name: "Administrative" }).click();
    const networks = panel(page, "My networks");
    await expect(networks.getByRole("button", { name: "Favourite Rede Leste" })).toBeVisible();
    await expectNoAxeViolations(page);
    await networks.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
