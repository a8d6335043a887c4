import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { NOTICES_PATH } from "@trilha/contracts/notices";
import type { Notice } from "@trilha/contracts/rules/notice-visibility";
import { webPaths } from "@trilha/contracts/web-paths";
import Database from "better-sqlite3";
import { siteDataDir } from "../site.ts";
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  KEEPING_SHOTS,
  keepShot,
  signIn,
  tenantUrl,
} from "./fixtures.ts";

/**
 * The signed-in pages on a phone (issue 13): every page of every demo role at 360 × 740 and 390 × 844, with
 * three notices, checked for a one-row header, no sideways scrolling, the page's heading in the first screen
 * and a floating options button that covers nothing; the same pages in dark mode pass axe. Screenshots of each
 * page in the three languages go to E2E_SHOTS_DIR (`keepShot`), to be looked at.
 */
// The longest file of the suite: its tests share nothing but the demo data, so both workers take them.
test.describe.configure({ mode: "parallel" });

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/** The demo rows the pages below name: 1001's first lesson and class, the teacher's class and lesson. */
function demoIds() {
  const db = new Database(path.join(siteDataDir, "trilha.sqlite"), { readonly: true });
  try {
    const scope = "(select 'tenant:' || id from tenants where slug = 'trilha')";
    const userId = (usuario: string) =>
      (
        db.prepare(`select id from users where usuario = ? and scope = ${scope}`).get(usuario) as {
          id: number;
        }
      ).id;
    const student = userId("1001");
    const assignment = db
      .prepare(
        `select a.id, a.group_id from assignments a join group_members m on m.group_id = a.group_id and m.scope = a.scope
         where m.user_id = ? and m.role = 'student' and a.scope = ${scope} order by a.id limit 1`,
      )
      .get(student) as { id: number; group_id: number };
    const teacher = userId("professor");
    const taught = db
      .prepare(
        `select group_id from group_members where user_id = ? and role = 'teacher' order by group_id limit 1`,
      )
      .get(teacher) as { group_id: number };
    const lesson = db
      .prepare("select id from lessons where owner_id = ? and archived_at is null order by id limit 1")
      .get(teacher) as { id: number };
    return {
      student,
      assignment: assignment.id,
      studentClass: assignment.group_id,
      teacherClass: taught.group_id,
      lesson: lesson.id,
    };
  } finally {
    db.close();
  }
}

const ROLES = ["1001", "professor", "gestor", "responsavel", "admin"] as const;
type Role = (typeof ROLES)[number];

/** The signed-in pages a demo role reaches (read when a test runs: the demo database exists by then). */
function pagesOf(role: Role): string[] {
  switch (role) {
    case "1001":
      return [
        webPaths.signedIn.build(),
        webPaths.lesson.build(demoIds().assignment),
        webPaths.classes.build(),
        webPaths.classPage.build(demoIds().studentClass),
        webPaths.paths.build(),
        webPaths.account.build(),
        webPaths.games.build("quebra-cabeca/1"),
      ];
    case "professor":
      return [
        webPaths.manage.build(),
        webPaths.manageNewLesson.build(),
        webPaths.manageLesson.build(demoIds().lesson),
        webPaths.classes.build(),
        webPaths.classPage.build(demoIds().teacherClass),
      ];
    case "gestor":
      return [
        webPaths.networks.build(),
        webPaths.network.build("rede-norte"),
        webPaths.networkManagement.build("rede-norte"),
        webPaths.networkReports.build("rede-norte"),
      ];
    case "responsavel":
      return [webPaths.student.build(demoIds().student)];
    case "admin":
      return [
        webPaths.administration.build(),
        webPaths.tenantAdministration.build("trilha"),
        webPaths.tenantPlatforms.build("trilha"),
        webPaths.tenantReports.build("trilha"),
        webPaths.audit.build(),
        webPaths.issueReports.build(),
        webPaths.noticesAdmin.build(),
        webPaths.announcementsAdmin.build(),
        webPaths.termsAdmin.build(),
      ];
  }
}

/** Three notices for everyone on every route, whatever the demo's file says. */
function threeNotices(): Notice[] {
  const day = 86_400_000;
  return (["advertencia", "lembrete", "novidade"] as const).map((tipo, index) => ({
    id: `telefone-${index}`,
    status: "1",
    tipo,
    mensagem: `Aviso ${index + 1}: a plataforma mostra avisos de tamanho médio, como este, no alto das páginas.`,
    data_inicio: new Date(Date.now() - day).toISOString(),
    data_termino: new Date(Date.now() + day).toISOString(),
  }));
}

async function signInWithNotices(page: Page, usuario: string) {
  await page.route(`**${NOTICES_PATH}`, (route) => route.fulfill({ json: threeNotices() }));
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado/);
}

/** An administrator's report with a screenshot, so the reports table has a row to lay out. */
async function reportAProblem(page: Page) {
  const status = await page.evaluate(async () => {
    const token = window.localStorage.getItem("creator-sessao-atual");
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const categories = await (await fetch("/conta/pt-br/reportar-erro/categorias", { headers })).json();
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 200;
    const response = await fetch("/conta/pt-br/reportar-erro/reportar", {
      method: "POST",
      headers,
      body: JSON.stringify({
        rota: "/logado/turmas/uma-pagina-com-um-endereco-bem-comprido",
        print: canvas.toDataURL("image/png"),
        descricao: "O botão de enviar some quando a tela é pequena e o texto do formulário é comprido.",
        categoria: categories.categorias[0].id,
      }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

async function openPage(page: Page, target: string, withNotices = true) {
  await page.goto(tenantUrl("localhost", target));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Notices appear 1 s after loading (spec §4); on a phone, three fold into one strip.
  if (withNotices) await expect(page.getByRole("button", { name: "3 avisos" })).toBeVisible();
}

async function layoutFigures(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const heading = document.querySelector("main h1")?.getBoundingClientRect();
    return {
      header: document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0,
      sideways: root.scrollWidth - root.clientWidth,
      headingBottom: heading ? heading.bottom + window.scrollY : Number.POSITIVE_INFINITY,
      screen: window.innerHeight,
    };
  });
}

/**
 * Nothing covers the floating options button (what is on top at its centre and corners is the button), and the
 * page leaves room for it: scrolled to its end, no text, control or image of the page lies under the bar (or,
 * on a wide screen, the button) it sits in.
 */
async function expectFloatingButtonClear(page: Page) {
  const toggle = page.getByRole("button", {
    name: /Opções de acessibilidade e ajuda|Accessibility and help options|Opciones de accesibilidad y ayuda/,
  });
  await expect(toggle).toBeVisible();
  for (const at of ["top", "end"] as const) {
    await page.evaluate(
      (where) => window.scrollTo(0, where === "top" ? 0 : document.documentElement.scrollHeight),
      at,
    );
    const found = await page.evaluate(() => {
      const button = document.querySelector(".floating-menu__toggle") as HTMLElement;
      const bar = document.querySelector(".floating-menu") as HTMLElement;
      const box = button.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 6, box.top + box.height / 2],
        [box.right - 6, box.top + box.height / 2],
        [box.left + box.width / 2, box.top + 6],
        [box.left + box.width / 2, box.bottom - 6],
      ] as const;
      const covered = points.filter(([x, y]) => !button.contains(document.elementFromPoint(x, y))).length;
      const area = (window.innerWidth < 800 ? bar : button).getBoundingClientRect();
      const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      const under: string[] = [];
      if (atEnd) {
        const walker = document.createTreeWalker(
          document.querySelector(".layout") as Node,
          NodeFilter.SHOW_TEXT,
        );
        const overlaps = (rect: DOMRect) =>
          rect.width > 0 &&
          rect.height > 0 &&
          rect.right > area.left &&
          rect.left < area.right &&
          rect.bottom > area.top &&
          rect.top < area.bottom;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Not drawn (inside a closed <details>, say): its boxes cover nothing.
          if (!node.textContent?.trim() || bar.contains(node) || !node.parentElement?.checkVisibility())
            continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some(overlaps)) under.push(node.textContent.trim().slice(0, 40));
        }
        for (const element of document.querySelectorAll(
          ".layout :is(a, button, input, select, textarea, img)",
        )) {
          if (
            !bar.contains(element) &&
            element.checkVisibility() &&
            overlaps(element.getBoundingClientRect())
          )
            under.push(element.outerHTML.slice(0, 60));
        }
      }
      return { covered, under, atEnd };
    });
    expect(found.covered, `something covers the floating button (${at})`).toBe(0);
    expect(found.under, `page content under the floating button (${at})`).toEqual([]);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const usuario of ROLES) {
      test(`${usuario}: one-row header, no sideways scroll, heading in the first screen, floating button clear`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await signInWithNotices(page, usuario);
        if (usuario === "admin") await reportAProblem(page);
        for (const target of pagesOf(usuario)) {
          const plain = target.startsWith(webPaths.games.build());
          await openPage(page, target);
          const figures = await layoutFigures(page);
          expect(figures.header, `header height on ${target}`).toBeLessThan(72);
          expect(figures.sideways, `sideways scroll on ${target}`).toBeLessThanOrEqual(0);
          expect(figures.headingBottom, `heading of ${target} in the first screen`).toBeLessThanOrEqual(
            figures.screen,
          );
          // The plain layout (games) has no floating options (spec §2).
          if (!plain) await expectFloatingButtonClear(page);
        }
      });
    }
  });
}

test.describe("the navigation menu on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("holds the layout's links, opens from a button with aria-expanded, closes on Escape and gives focus back", async ({
    page,
  }) => {
    await signInWithNotices(page, "1001");
    const button = page.getByRole("banner").getByRole("button", { name: "Menu de navegação" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel.getByRole("link", { name: "Turmas" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Turmas" }).click();
    await expect(page).toHaveURL(tenantUrl("localhost", webPaths.classes.build()));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("folds the notices into a strip that opens on a tap", async ({ page }) => {
    await signInWithNotices(page, "1001");
    const strip = page.getByRole("button", { name: "3 avisos" });
    await expect(strip).toHaveAttribute("aria-expanded", "false");
    const notices = page.getByRole("region", { name: "Avisos" }).getByRole("listitem");
    await expect(notices).toHaveCount(0);
    await strip.click();
    await expect(notices).toHaveCount(3);
  });
});

test.describe("reduced motion", () => {
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });

  test("makes every animation and transition instant: the notices, the menu, the options", async ({
    page,
  }) => {
    await signInWithNotices(page, "1001");
    await page.getByRole("button", { name: "3 avisos" }).click();
    await page.getByRole("banner").getByRole("button", { name: "Menu de navegação" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll("*")].flatMap((element) =>
        [null, "::before", "::after"].flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          const durations = `${style.animationDuration},${style.transitionDuration}`.split(",");
          return durations.some((duration) => Number.parseFloat(duration) > 0)
            ? [`${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}${pseudo ?? ""}`]
            : [];
        }),
      ),
    );
    expect(moving).toEqual([]);
  });
});

test.describe("dark mode on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, colorScheme: "dark" });

  for (const usuario of ROLES) {
    test(`${usuario}: follows the system's dark scheme with no axe violation`, async ({ page }) => {
      // Axe on every page, with the notices folded and unfolded.
      test.setTimeout(360_000);
      await signInWithNotices(page, usuario);
      if (usuario === "admin") await reportAProblem(page);
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "contraste-escuro");
      for (const target of pagesOf(usuario)) {
        await openPage(page, target);
        await expectNoAxeViolations(page);
        // Unfolded, the notices are checked too.
        await page.getByRole("button", { name: "3 avisos" }).click();
        await expectNoAxeViolations(page);
      }
      await keepShot(page, `phone/dark-${usuario}`, { fullPage: true });
    });
  }
});

test.describe("a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const usuario of ROLES) {
    test(`${usuario}: the header on one row, no sideways scroll, every table column in view`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signInWithNotices(page, usuario);
      if (usuario === "admin") await reportAProblem(page);
      for (const target of pagesOf(usuario)) {
        await page.goto(tenantUrl("localhost", target));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Measured once the page is at rest: a table may be laid out again as its pictures arrive.
        const figures = () =>
          page.evaluate(() => ({
            header: document.querySelector(".site-header")?.getBoundingClientRect().height ?? 0,
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            // The gradebook is a grid of every assignment: it scrolls by design, its students' names held in
            // place (checked below), so it is the one table measured otherwise.
            clipped: [...document.querySelectorAll(".table-scroll:not(.gradebook__scroll)")]
              .filter((region) => region.scrollWidth > region.clientWidth)
              .map((region) => `${region.scrollWidth} > ${region.clientWidth}`),
          }));
        await expect
          .poll(figures, { message: `header, sideways scroll and tables on ${target}` })
          .toEqual({ header: expect.any(Number), sideways: 0, clipped: [] });
        expect((await figures()).header, `header height on ${target}`).toBeLessThan(72);
        const gradebook = page.locator(".gradebook__scroll");
        if ((await gradebook.count()) > 0) {
          const names = gradebook.locator("tbody th").first();
          expect(await names.evaluate((cell) => getComputedStyle(cell).position)).toBe("sticky");
        }
        // Shown in the header itself at this width, not folded into the menu.
        expect(await page.locator(".site-header__nav--folded").count()).toBe(0);
      }
    });
  }
});

test.describe("data saving", () => {
  // A phone with a dense screen: without saving, the browser takes the 3× copy.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });

  test("the photo comes for the screen's density on a fast connection, at 1× on 3G, and the dialog says so", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(tenantUrl("localhost", webPaths.login.build()));
    await signIn(page, "1001");
    await expect(page).toHaveURL(/\/logado/);
    await page.goto(tenantUrl("localhost", webPaths.account.build()));
    const png = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.fillStyle = "#1d4ed8";
      context.fillRect(0, 0, 400, 400);
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    });
    await page
      .getByLabel("Escolher uma foto")
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
    const photo = page.getByRole("img", { name: "Sua foto de perfil" });
    // The copy the browser chose, and its width in pixels (naturalWidth divides by the density of its `x`).
    const loaded = () =>
      photo.evaluate(async (image: HTMLImageElement) => {
        await image.decode().catch(() => undefined);
        const bitmap = await createImageBitmap(await (await fetch(image.currentSrc)).blob());
        return { src: image.currentSrc.replace(window.location.origin, ""), width: bitmap.width };
      });
    try {
      // Shown 112 px wide at 3×: the 384 px copy asked, the stored 256 px photo itself.
      await expect.poll(loaded).toEqual({ src: expect.stringMatching(/\?w=384$/), width: 256 });

      // A 3G connection (Chromium derives `effectiveType` from the emulated round trip).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 300,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.reload();
      expect(
        await page.evaluate(
          () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
        ),
      ).toBe("3g");
      await expect(photo).not.toHaveAttribute("srcset");
      await expect.poll(loaded).toEqual({ src: expect.stringMatching(/\?w=128$/), width: 128 });

      await page.getByRole("button", { name: "Opções de acessibilidade e ajuda" }).click();
      await page.getByRole("button", { name: "Acessibilidade", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Acessibilidade" });
      const group = dialog.getByRole("group", { name: "Economia de dados" });
      await expect(group).toContainText("Economia de dados ligada agora.");
      await expect(group.getByRole("radio", { name: "Automática (conforme a conexão)" })).toBeChecked();
      await expectNoAxeViolations(page);
      // Turned off by hand, the fast copies come back even on 3G.
      await group.getByRole("radio", { name: "Desligada" }).click();
      await dialog.getByRole("button", { name: "Aplicar" }).click();
      await expect(photo).toHaveAttribute("srcset", /3x/);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });

      // A browser that sends `Save-Data: on` gets the small copy at the plain address, which says it varies.
      const address = ((await photo.getAttribute("src")) ?? "").replace(/\?.*$/, "");
      const plain = await page.request.get(tenantUrl("localhost", address));
      const saving = await page.request.get(tenantUrl("localhost", address), {
        headers: { "Save-Data": "on" },
      });
      expect(saving.headers().vary).toBe("Save-Data");
      expect((await saving.body()).length).toBeLessThan((await plain.body()).length);
    } finally {
      await page.evaluate(() => window.localStorage.removeItem("economia-dados"));
      await page.getByRole("button", { name: "Remover foto" }).click();
      await expect(page.getByText("Foto de perfil removida.")).toBeVisible();
    }
  });
});

test.describe("viewing as a user on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the visiting banner is one line above a one-row header, the heading still in the first screen", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInWithNotices(page, "admin");
    await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("trilha")));
    await page.getByLabel("Buscar usuário (login ou nome)").fill("souza");
    await page.getByLabel("Buscar usuário (login ou nome)").press("Enter");
    await page.getByRole("button", { name: "Visualizar como Ana Souza" }).click();
    const banner = page.getByRole("region", { name: "Visualizando como usuário Ana Souza" });
    try {
      await expect(banner).toBeVisible();
      await openPage(page, webPaths.signedIn.build());
      const figures = await layoutFigures(page);
      const line = await banner.evaluate((element) => {
        const text = element.querySelector("p") as HTMLElement;
        return {
          height: element.getBoundingClientRect().height,
          textLines: Math.round(
            text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight),
          ),
        };
      });
      expect(line.textLines, "the banner's text lines").toBe(1);
      expect(line.height, "the banner's height").toBeLessThan(48);
      expect(figures.header, "header height").toBeLessThan(72);
      expect(figures.sideways, "sideways scroll").toBeLessThanOrEqual(0);
      expect(figures.headingBottom, "heading in the first screen").toBeLessThanOrEqual(figures.screen);
      await expectFloatingButtonClear(page);
      await expectNoAxeViolations(page);
    } finally {
      await page.getByRole("button", { name: "Sair da visualização como Ana Souza" }).click();
      await expect(banner).toHaveCount(0);
    }
  });
});

test.describe("a form's outcome on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("'Alterar senha' on Minha conta says 'Senha atualizada…' in view, right after its button", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(tenantUrl("localhost", webPaths.login.build()));
    await signIn(page, "responsavel");
    await expect(page).toHaveURL(/\/logado/);
    await page.goto(tenantUrl("localhost", webPaths.account.build()));
    const section = page.getByRole("region", { name: "Alterar senha" });
    const change = async (from: string, to: string) => {
      await section.getByLabel("Senha atual").fill(from);
      await section.getByLabel("Nova senha", { exact: true }).fill(to);
      await section.getByLabel("Confirmar nova senha").fill(to);
      await section.getByRole("button", { name: "Alterar senha" }).click();
    };
    const done = section.getByRole("status").filter({ hasText: "Senha atualizada com sucesso." });
    await change(DEMO_PASSWORD, "caminho-do-rio-7");
    try {
      await expect(done).toBeInViewport();
      await expect(section.getByRole("button", { name: "Alterar senha" })).toBeInViewport();
      await expectNoAxeViolations(page);
    } finally {
      // The account keeps the demo's password for the specs after this one.
      await page.evaluate(() => window.scrollTo(0, 0));
      await change("caminho-do-rio-7", DEMO_PASSWORD);
      await expect(done).toBeInViewport();
    }
  });
});

test.describe("screenshots at phone size", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Pictures for a person to look at, of pages the tests above already check: taken only when kept.
  test.skip(!KEEPING_SHOTS, "E2E_SHOTS_DIR names no folder to keep the screenshots in");

  for (const language of ["pt-br", "en-us", "es-es"] as const) {
    for (const usuario of ROLES) {
      test(`${usuario}'s pages in ${language}`, async ({ page }) => {
        test.setTimeout(120_000);
        await signInWithNotices(page, usuario);
        await page.evaluate((lang) => window.localStorage.setItem("idioma", lang), language);
        for (const target of pagesOf(usuario)) {
          await page.goto(tenantUrl("localhost", target));
          await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}$`, "i"));
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          // The notices' strip, 1 s after loading.
          await expect(page.locator(".notice-fold")).toBeVisible();
          await keepShot(page, `phone/${language}-${usuario}${target.replaceAll("/", "_")}`);
        }
      });
    }
  }
});
