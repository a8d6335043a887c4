import { expect, type Locator, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// Ana (1001, 7º ano A in the demo school): her lessons show every status (demo-learning.ts).

function card(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

async function openFromList(page: Page, title: string): Promise<Locator> {
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return page.getByRole("region", { name: "Sua entrega" });
}

async function backToList(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Voltar aos conteúdos" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
}

async function loadEveryPage(page: Page): Promise<void> {
  const more = page.getByRole("button", { name: "Carregar mais" });
  while (await more.isVisible()) {
    const shown = await page.getByText(/^Mostrando \d+ de \d+\.$/).textContent();
    await more.click();
    await expect(page.getByText(/^Mostrando \d+ de \d+\.$/)).not.toHaveText(shown ?? "");
  }
}

async function signInAsAna(page: Page): Promise<void> {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1001");
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
}

test("Ana sees her contents of every status, by class and type, and the excused one when asked", async ({
  page,
}) => {
  await signInAsAna(page);
  await loadEveryPage(page);
  const statuses: [string, string][] = [
    ["Frações equivalentes em vídeo", "Avaliada"],
    ["Maquete do sistema solar", "Não entregue"],
    ["Desenho em perspectiva", "Refazer"],
    ["Herbário da escola", "Entregue"],
    ["Números inteiros na reta", "Concluída"],
    ["Notícia da semana", "Atrasada"],
    ["Poema sobre o bairro", "Aberta"],
    ["Música e ritmo", "Em breve"],
  ];
  for (const [title, status] of statuses) {
    await expect(card(page, title).getByText(status, { exact: true })).toBeVisible();
  }
  await expect(card(page, "Frações equivalentes em vídeo")).toContainText(/Nota: \d+,\d/);
  await expect(card(page, "Desenho em perspectiva")).toContainText("7º ano A · Envio de arquivos");
  await expectNoAxeViolations(page);

  // Excused work is out of the list, there only when asked for.
  await expect(page.getByRole("link", { name: "Tabela de gastos da família" })).toHaveCount(0);
  await page.getByLabel("Situação").selectOption({ label: "Cancelada" });
  await expect(
    card(page, "Tabela de gastos da família").getByText("Cancelada", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Ana writes an answer that survives a reload, delivers it and sees 'Entregue'", async ({ page }) => {
  await signInAsAna(page);
  await page.getByLabel("Situação").selectOption({ label: "Aberta" });
  const delivery = await openFromList(page, "Causas da Independência");
  const text = "A Independência veio de muitas causas: econômicas, políticas e sociais.";
  await page.getByLabel("Sua resposta").fill(text);
  await expect(page.getByText(/^Rascunho salvo às \d{2}:\d{2}\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Sua resposta")).toHaveValue(text);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Entregar" }).click();
  await expect(delivery.getByText("Entregue", { exact: true })).toBeVisible();
  await expect(delivery).toContainText(/Entregue em \d{2}\/\d{2}\/\d{4}/);
  await expect(delivery).toContainText(text);
  await expectNoAxeViolations(page);
  // Back to the list as it was left (filtered by 'Aberta'), and then the delivered ones.
  await backToList(page);
  await expect(page.getByLabel("Situação")).toHaveValue("aberta");
  await expect(page.getByRole("link", { name: "Causas da Independência" })).toHaveCount(0);
  await page.getByLabel("Situação").selectOption({ label: "Entregue" });
  await expect(card(page, "Causas da Independência").getByText("Entregue", { exact: true })).toBeVisible();
});

test("Ana concludes a reading given without a grade with 'Concluir': it is done, nothing waits", async ({
  page,
}) => {
  await signInAsAna(page);
  await page.getByLabel("Situação").selectOption({ label: "Aberta" });
  const delivery = await openFromList(page, "Biomas do Brasil");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(delivery.getByText("Concluída", { exact: true })).toBeVisible();
  await expect(delivery.getByText("Leitura concluída. Esta leitura não recebe nota.")).toBeVisible();
  await expect(delivery.getByText("Aguardando a avaliação do professor.")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepShot(page, "contents/reading-done", { fullPage: true });
});

test("Ana reads a grade with its comment, and a redo with the earlier attempt", async ({ page }) => {
  await signInAsAna(page);
  // 'A fazer' lists what is to do first: graded work is on a later page.
  await loadEveryPage(page);
  const graded = await openFromList(page, "Resumo do capítulo 3");
  await expect(graded.getByText(/^Nota: \d+,\d$/)).toBeVisible();
  await expect(graded.getByText("Comentário do professor")).toBeVisible();
  await expectNoAxeViolations(page);
  await backToList(page);

  await loadEveryPage(page);
  const redo = await openFromList(page, "Desenho em perspectiva");
  await expect(redo.getByText("Refaça a parte 2, por favor.")).toBeVisible();
  await expect(redo.getByLabel("Enviar arquivo")).toBeVisible();
  await page.getByText("Tentativa 1", { exact: true }).click();
  await expect(page.getByRole("region", { name: "Tentativas anteriores" })).toContainText("trabalho.pdf");
  await expectNoAxeViolations(page);
});
