import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AuthoredNotice } from "@trilha/contracts/notices.calls";
import * as noticesCalls from "@trilha/contracts/notices.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin } from "../../test/fixtures.ts";
import { openFrom, renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const NOTICE: AuthoredNotice = {
  id: "aviso-1",
  ativo: true,
  tipo: "lembrete",
  mensagem: "Reunião de pais na sexta",
  link_url: "/logado/turmas",
  link_texto: "Ver turmas",
  rota: ["/logado"],
  data_inicio: null,
  data_termino: null,
  clientes: [4],
  usuarios: [{ id: 7, nome: "Ana Souza", usuario: "1001" }],
  criado_em: "2026-11-20T13:45:00.000Z",
};

const PAGE = webPaths.noticesAdmin.build();

function stubNotices(
  saveReply = ok(noticesCalls.noticeSave, { status: "sucesso", mensagem: "Aviso salvo.", aviso: NOTICE }),
) {
  return stubApi([
    signIn(makeAdmin({ token: "tok-admin" })),
    [
      noticesCalls.noticeAdminList,
      ok(noticesCalls.noticeAdminList, { avisos: [NOTICE], clientes: [{ id: 4, nome: "Colégio Trilha" }] }),
    ],
    [noticesCalls.noticeAudience, ok(noticesCalls.noticeAudience, { usuarios: 42, agora: 3 })],
    [noticesCalls.noticeSave, saveReply],
    [
      noticesCalls.noticeRemove,
      ok(noticesCalls.noticeRemove, { status: "sucesso", mensagem: "Aviso excluído." }),
    ],
  ]);
}

describe("the notices page", { timeout: 20_000 }, () => {
  it("lists each notice as its banner, with its pages and people", async () => {
    stubNotices();
    renderApp(PAGE);
    const item = (await screen.findByText("Reunião de pais na sexta")).closest("li");
    if (!item) throw new Error("the notice is listed");
    expect(item.textContent).toContain("Lembrete");
    expect(within(item).getByRole("link", { name: "Ver turmas" }).getAttribute("href")).toBe(
      "/logado/turmas",
    );
    expect(item.textContent).toContain("Ativo");
    expect(item.textContent).toContain("/logado");
    expect(item.textContent).toContain("Colégio Trilha, Ana Souza (1001)");
  });

  it("writes a new notice with its preview and audience, then says it was saved", async () => {
    const { requests } = stubNotices();
    const form = await openFrom(PAGE, "Novo aviso", "form", "Novo aviso");
    fireEvent.change(within(form).getByLabelText("Tipo"), { target: { value: "advertencia" } });
    fireEvent.change(within(form).getByLabelText("Mensagem"), { target: { value: "Sem aula amanhã" } });
    fireEvent.change(within(form).getByLabelText("Páginas"), {
      target: { value: "/logado\n\n /logado/turmas " },
    });
    fireEvent.click(within(form).getByLabelText("Colégio Trilha"));
    fireEvent.change(within(form).getByLabelText("Pessoas"), { target: { value: "1001\n1002" } });
    const preview = within(form).getByRole("region", { name: "Prévia" });
    expect(preview.textContent).toContain("Advertência Sem aula amanhã");
    // Who the targeting reaches, and how many of them are on its pages now.
    expect(
      await within(form).findByText("42 pessoas veriam este aviso. Nestas páginas agora: 3."),
    ).toBeTruthy();
    const audience = requests.filter((request) => request.url.endsWith("/avisos/publico")).at(-1);
    expect(await audience?.json()).toEqual({
      clientes: [4],
      usuarios: ["1001", "1002"],
      rota: ["/logado", "/logado/turmas"],
    });

    fireEvent.click(within(form).getByRole("button", { name: "Salvar aviso" }));
    expect(await screen.findByText("Aviso salvo.")).toBeTruthy();
    const saved = requests.find((request) => request.url.endsWith("/avisos/salvar"));
    expect(await saved?.json()).toEqual({
      ativo: true,
      tipo: "advertencia",
      mensagem: "Sem aula amanhã",
      link_url: null,
      link_texto: null,
      rota: ["/logado", "/logado/turmas"],
      data_inicio: null,
      data_termino: null,
      clientes: [4],
      usuarios: ["1001", "1002"],
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Novo aviso" })).toBeNull());
  });

  it("keeps the form and shows the server's refusal beside the button", async () => {
    stubNotices(failure(400, "Cada página deve começar com /, como /logado/turmas."));
    const form = await openFrom(PAGE, "Editar aviso", "form", "Editar aviso");
    expect((within(form).getByLabelText("Mensagem") as HTMLTextAreaElement).value).toBe(
      "Reunião de pais na sexta",
    );
    expect((within(form).getByLabelText("Pessoas") as HTMLTextAreaElement).value).toBe("1001");
    fireEvent.click(within(form).getByRole("button", { name: "Salvar aviso" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Cada página deve começar com /, como /logado/turmas.",
    );
  });

  it("asks before removing a notice", async () => {
    const { requests } = stubNotices();
    const confirm = await openFrom(PAGE, "Excluir", "alertdialog", "Excluir");
    expect(confirm.textContent).toContain("Excluir este aviso? Ele deixa de aparecer para todos.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Aviso excluído.")).toBeTruthy();
    const removed = requests.find((request) => request.url.endsWith("/avisos/remover"));
    expect(await removed?.json()).toEqual({ id: "aviso-1" });
  });
});
