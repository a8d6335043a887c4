import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import {
  platformAdminAdd,
  platformAdminInvite,
  platformAdminList,
  platformAdminRemove,
  platformAdminResetTwoFactor,
} from "@trilha/contracts/platform-admins.calls";
import { tenantList } from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenantSummary } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const lago = makeTenantSummary({
  id: 2,
  nome: "Escola Lago",
  slug: "lago",
  principal: false,
  database_share: "rede-x",
});
const admins = [
  {
    id: 11,
    nome: "Clara Dias",
    usuario: "clara",
    email: "clara@lago.example",
    dois_fatores: true,
    senha_temporaria: false,
  },
  { id: 12, nome: "Rui Campos", usuario: "rui", email: null, dois_fatores: false, senha_temporaria: true },
];

function stub(extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    signIn(makeAdmin()),
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [tenantList, ok(tenantList, { tenants: [makeTenantSummary(), lago] })],
    [platformAdminList, ok(platformAdminList, { administradores: admins })],
    ...extra,
  ]);
}

describe("a platform's administrators on /plataformas", () => {
  it("lists them as cards with their login, e-mail and second factor", async () => {
    stub();
    renderApp(webPaths.tenantPlatforms.build("lago"));
    expect(
      await screen.findByRole("heading", { level: 2, name: "Administradores de Escola Lago" }),
    ).toBeTruthy();
    expect(screen.getByText(/base compartilhada rede-x/)).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Administradores" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain("clara@lago.example");
    expect(cards[0]?.textContent).toContain("Verificação em duas etapas ativa");
    expect(cards[1]?.textContent).toContain("sem e-mail");
    expect(cards[1]?.textContent).toContain("Senha temporária ainda não trocada");
  });

  it("adds one and shows the one-time password once, in a dialog that must be acknowledged", async () => {
    const { requests } = stub([
      [
        platformAdminAdd,
        ok(platformAdminAdd, {
          status: "sucesso",
          mensagem:
            "Administrador adicionado. Entregue a senha temporária a ele: ela não será mostrada de novo.",
          administrador: { ...admins[1], id: 13, nome: "Bia Luz", usuario: "bia" } as (typeof admins)[number],
          senha_temporaria: "Kx7mPq2RtY9wZa3B",
          expira_em: "2026-12-01T12:00:00.000Z",
        }),
      ],
    ]);
    renderApp(webPaths.tenantPlatforms.build("lago"));
    const form = await screen.findByRole("form", { name: "Adicionar administrador" });
    fireEvent.click(within(form).getByRole("button", { name: "Adicionar" }));
    expect(within(form).getAllByText("Este campo é obrigatório.")).toHaveLength(2);
    fireEvent.change(within(form).getByRole("textbox", { name: "Login" }), { target: { value: "bia" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Nome completo" }), {
      target: { value: "Bia Luz" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Adicionar" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Senha temporária de bia" });
    expect(within(dialog).getByText("Kx7mPq2RtY9wZa3B")).toBeTruthy();
    const sent = await requests.find((request) => request.url.endsWith("/administradores/adicionar"))?.json();
    expect(sent).toEqual({ plataforma_id: 2, usuario: "bia", nome: "Bia Luz" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Já anotei a senha" }));
    expect(screen.queryByText("Kx7mPq2RtY9wZa3B")).toBeNull();
  });

  it("invites one by e-mail instead: the e-mail is then required, and no password is shown", async () => {
    const { requests } = stub([
      [
        platformAdminInvite,
        ok(platformAdminInvite, {
          status: "sucesso",
          mensagem: "Convite enviado para bia@lago.example.",
          administrador: { ...admins[1], id: 13, nome: "Bia Luz", usuario: "bia" } as (typeof admins)[number],
          expira_em: "2026-12-01T12:00:00.000Z",
        }),
      ],
    ]);
    renderApp(webPaths.tenantPlatforms.build("lago"));
    const form = await screen.findByRole("form", { name: "Adicionar administrador" });
    const access = within(form).getByRole("group", { name: "Forma de acesso" });
    fireEvent.click(within(access).getByRole("radio", { name: /Convite por e-mail/ }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Login" }), { target: { value: "bia" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Nome completo" }), {
      target: { value: "Bia Luz" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Enviar convite" }));
    expect(within(form).getByText("Este campo é obrigatório.")).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/administradores/convidar"))).toBe(false);
    fireEvent.change(within(form).getByRole("textbox", { name: /^E-mail/ }), {
      target: { value: "bia@lago.example" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Enviar convite" }));
    expect(await within(form).findByText("Convite enviado para bia@lago.example.")).toBeTruthy();
    const sent = await requests.find((request) => request.url.endsWith("/administradores/convidar"))?.json();
    expect(sent).toEqual({ plataforma_id: 2, usuario: "bia", nome: "Bia Luz", email: "bia@lago.example" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("removes one and resets another's second factor, each after a confirmation", async () => {
    const { requests } = stub([
      [
        platformAdminRemove,
        ok(platformAdminRemove, { status: "sucesso", mensagem: "Administrador removido." }),
      ],
      [
        platformAdminResetTwoFactor,
        {
          status: 404,
          body: { status: "erro", mensagem: "Administrador não encontrado." },
        },
      ],
    ]);
    renderApp(webPaths.tenantPlatforms.build("lago"));
    fireEvent.click(await screen.findByRole("button", { name: "Remover Rui Campos" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remover administrador?" });
    expect(dialog.textContent).toContain("Rui Campos deixa de ser administrador");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    await waitFor(() => expect(screen.getByText("Administrador removido.")).toBeTruthy());
    expect(
      await requests.find((request) => request.url.endsWith("/administradores/remover"))?.json(),
    ).toEqual({
      plataforma_id: 2,
      usuario_id: 12,
    });

    fireEvent.click(
      screen.getByRole("button", { name: "Redefinir a verificação em duas etapas de Clara Dias" }),
    );
    fireEvent.click(
      within(
        await screen.findByRole("alertdialog", { name: "Redefinir a verificação em duas etapas?" }),
      ).getByRole("button", { name: "Confirmar" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Administrador não encontrado.");
  });
});
