import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type AuditEntry, auditList } from "@trilha/contracts/audit.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import { tenantUndo } from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n.ts";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenantRecord, makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const failedLogin: AuditEntry = {
  id: 7,
  data: "2026-11-25T13:05:09.000Z",
  tipo: "login.failed",
  ator: null,
  sujeito: { id: 3, nome: "Ana Souza", usuario: "1001" },
  ip: "203.0.113.9",
  agente: "Firefox",
  detalhes: { login: "1001", reason: "wrong_password" },
};
const visit: AuditEntry = {
  id: 6,
  data: "2026-11-25T12:00:00.000Z",
  tipo: "visit.started",
  ator: { id: 1, nome: "Marina Alves", usuario: "admin" },
  sujeito: { id: 9, nome: null, usuario: null },
  ip: "198.51.100.2",
  agente: null,
  detalhes: {},
};

const renamed: AuditEntry = {
  id: 11,
  data: "2026-11-25T14:00:00.000Z",
  tipo: "tenant.changed",
  ator: { id: 1, nome: "Marina Alves", usuario: "admin" },
  sujeito: null,
  ip: null,
  agente: null,
  detalhes: { plataforma: "lago", plataforma_id: 2, campo: "nome", antes: "Escola Lago", depois: "Lago" },
};
const newLogo: AuditEntry = {
  ...renamed,
  id: 12,
  detalhes: { plataforma: "lago", plataforma_id: 2, campo: "logo", antes: "", depois: "abc.webp" },
};

type Body = Record<string, unknown>;

function stubAudit(
  pages: (body: Body) => { eventos: AuditEntry[]; proximo: string | null },
  lang: Language = "pt-br",
  undo: StubbedReply = ok(tenantUndo, {
    status: "sucesso",
    mensagem: "Alteração desfeita.",
    plataforma: makeTenantRecord({ descricao: "", paleta_cor: "default" }),
  }),
) {
  const bodies: Body[] = [];
  stubApi(
    [
      signIn(makeAdmin()),
      [
        auditList,
        async (request) => {
          const body = (await request.json()) as Body;
          bodies.push(body);
          return ok(auditList, pages(body));
        },
      ],
      [
        tenantUndo,
        async (request) => {
          bodies.push({ undo: await request.json() });
          return undo;
        },
      ],
    ],
    lang,
  );
  return bodies;
}

describe("audit log page", () => {
  it("offers to undo a platform change that can be, asks first with both values, and says the outcome", async () => {
    const bodies = stubAudit(() => ({ eventos: [renamed, newLogo], proximo: null }));
    renderApp(webPaths.audit.build());
    const button = await screen.findByRole("button", { name: "Desfazer a alteração de Nome em lago" });
    // The logo's earlier file is not kept: its entry offers nothing.
    expect(screen.getAllByRole("button", { name: /^Desfazer a alteração/ })).toHaveLength(1);
    fireEvent.click(button);
    const dialog = await screen.findByRole("alertdialog", { name: "Desfazer esta alteração?" });
    expect(dialog.textContent).toContain("O campo Nome de lago volta de “Lago” para “Escola Lago”.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(bodies.some((body) => "undo" in body)).toBe(false);

    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Desfazer" }));
    await screen.findByText("Alteração desfeita.");
    expect(bodies).toContainEqual({ undo: { evento_id: 11 } });
  });

  it("names a platform's field and reads its coded values as the editor does, in the interface language", async () => {
    const palette: AuditEntry = {
      ...renamed,
      id: 13,
      detalhes: {
        plataforma: "lago",
        plataforma_id: 2,
        campo: "paleta_cor",
        antes: "default",
        depois: "vinho",
      },
    };
    const colour: AuditEntry = {
      ...renamed,
      id: 14,
      detalhes: { plataforma: "lago", plataforma_id: 2, campo: "cores.texto", antes: "", depois: "#ffffff" },
    };
    stubAudit(() => ({ eventos: [palette, colour], proximo: null }), "en-us");
    await changeLanguage("en-us");
    renderApp(webPaths.audit.build());
    expect(
      await screen.findByText(
        "Platform: lago · Platform no.: 2 · Field: Colour palette · Before: Default (teal) · After: Wine",
        { exact: false },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Platform: lago · Platform no.: 2 · Field: Colour of text on the main colour · Before: (empty) · After: #ffffff",
        { exact: false },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo the change of Colour palette on lago" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "The field Colour palette of lago goes back from “Wine” to “Default (teal)”.",
    );
  });

  it("says why the server refused an undo, beside the button", async () => {
    stubAudit(
      () => ({ eventos: [renamed], proximo: null }),
      "pt-br",
      failure(409, "A plataforma mudou depois desta alteração."),
    );
    renderApp(webPaths.audit.build());
    fireEvent.click(await screen.findByRole("button", { name: "Desfazer a alteração de Nome em lago" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Desfazer" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "A plataforma mudou depois desta alteração.",
    );
  });

  it("shows each event with its local time, translated name, who, which account, address and details", async () => {
    stubAudit(() => ({ eventos: [failedLogin, visit], proximo: null }));
    renderApp(webPaths.audit.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Auditoria" })).toBeTruthy();
    const table = await screen.findByRole("table", {
      name: "Eventos registrados, do mais recente ao mais antigo",
    });
    const [, first, second] = within(table).getAllByRole("row");
    const when = new Intl.DateTimeFormat("pt-br", { dateStyle: "short", timeStyle: "medium" });
    expect(within(first as HTMLElement).getByRole("rowheader").textContent).toBe("Acesso recusado");
    expect(first?.textContent).toContain(when.format(new Date(failedLogin.data)));
    expect(first?.textContent).toContain("Ana Souza (1001)");
    expect(first?.textContent).toContain("203.0.113.9");
    expect(first?.textContent).toContain("Login digitado: 1001 · Motivo: senha incorreta");
    expect(second?.textContent).toContain("Visualização como usuário iniciada");
    expect(second?.textContent).toContain("Marina Alves (admin)");
    expect(second?.textContent).toContain("Usuário removido (nº 9)");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("sends the filters chosen, the days as local midnights with the last day included", async () => {
    const bodies = stubAudit(() => ({ eventos: [failedLogin], proximo: null }));
    renderApp(webPaths.audit.build());
    await screen.findByRole("table");
    expect(bodies).toEqual([{}]);
    fireEvent.change(screen.getByLabelText("Evento"), { target: { value: "login.failed" } });
    fireEvent.change(screen.getByLabelText("Usuário (login)"), { target: { value: " 1001 " } });
    fireEvent.change(screen.getByLabelText("De"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("Até"), { target: { value: "2026-11-25" } });
    fireEvent.click(screen.getByRole("button", { name: "Filtrar" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      tipo: "login.failed",
      usuario: "1001",
      de: new Date(2026, 10, 20).toISOString(),
      ate: new Date(2026, 10, 26).toISOString(),
    });
  });

  it("refuses a range that ends before it starts, without calling", async () => {
    const bodies = stubAudit(() => ({ eventos: [failedLogin], proximo: null }));
    renderApp(webPaths.audit.build());
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("De"), { target: { value: "2026-11-25" } });
    fireEvent.change(screen.getByLabelText("Até"), { target: { value: "2026-11-20" } });
    fireEvent.click(screen.getByRole("button", { name: "Filtrar" }));
    expect(await screen.findByText("A data final deve ser igual ou posterior à inicial.")).toBeTruthy();
    expect(screen.getByLabelText("Até").getAttribute("aria-invalid")).toBe("true");
    expect(bodies).toHaveLength(1);
  });

  it("says when nothing was recorded, and when nothing matches the filters", async () => {
    stubAudit(() => ({ eventos: [], proximo: null }));
    renderApp(webPaths.audit.build());
    expect(await screen.findByText("Nenhum evento registrado ainda.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Evento"), { target: { value: "password.reset" } });
    fireEvent.click(screen.getByRole("button", { name: "Filtrar" }));
    expect(await screen.findByText("Nenhum evento corresponde aos filtros.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    expect(await screen.findByText("Nenhum evento registrado ainda.")).toBeTruthy();
    expect((screen.getByLabelText("Evento") as HTMLSelectElement).value).toBe("");
  });

  it("loads the next page after the last row with the cursor given", async () => {
    const bodies = stubAudit((body) =>
      body.cursor === "pagina-2"
        ? { eventos: [visit], proximo: null }
        : { eventos: [failedLogin], proximo: "pagina-2" },
    );
    renderApp(webPaths.audit.build());
    fireEvent.click(await screen.findByRole("button", { name: "Carregar mais" }));
    expect(await screen.findByText("Visualização como usuário iniciada")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(bodies.at(-1)).toEqual({ cursor: "pagina-2" });
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("speaks the interface language", async () => {
    stubAudit(() => ({ eventos: [failedLogin], proximo: null }), "es-es");
    await changeLanguage("es-es");
    renderApp(webPaths.audit.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Auditoría" })).toBeTruthy();
    expect(await screen.findByRole("rowheader", { name: "Acceso rechazado" })).toBeTruthy();
    expect(screen.getByText("Login escrito: 1001 · Motivo: contraseña incorrecta")).toBeTruthy();
  });

  it("keeps people who are not platform administrators out", async () => {
    stubApi([signIn(makeUser())]);
    const { router } = renderApp(webPaths.audit.build());
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
  });
});
