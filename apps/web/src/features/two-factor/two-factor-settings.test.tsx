import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { passwordConfirm } from "@trilha/contracts/password.calls";
import type { TwoFactorSettings as Settings } from "@trilha/contracts/two-factor.calls";
import * as twoFactorCalls from "@trilha/contracts/two-factor.calls";
import { describe, expect, it } from "vitest";
import { getSession, setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";
import { readTrustedDevices, rememberTrustedDevice } from "./trusted-devices.ts";
import { TwoFactorSettings } from "./two-factor-settings.tsx";

const base: Settings = {
  ativo: false,
  obrigatoria: false,
  email: { ativo: false, destino: "ana@escola.example" },
  autenticador: { ativo: false, configurado: false },
  dispositivos: [],
};

function renderSettings() {
  setSession(makeUser({ id: 7, token: "sessao" }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TwoFactorSettings />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Autenticação em 2 fatores" });
}

describe("TwoFactorSettings", () => {
  it("shows 2FA off, the account's e-mail and no saved device, with the session's token", async () => {
    const { requests } = stubApi([
      [twoFactorCalls.twoFactorSettingsRead, ok(twoFactorCalls.twoFactorSettingsRead, base)],
    ]);
    const region = renderSettings();
    expect(await within(region).findByText("Desativada: ao entrar, basta a senha.")).toBeTruthy();
    expect(within(region).getByText("Os códigos podem ser enviados para ana@escola.example.")).toBeTruthy();
    expect(within(region).getByText("Nenhum dispositivo salvo.")).toBeTruthy();
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer sessao");
  });

  it("offers no way to turn off a second factor the installation requires, and says why", async () => {
    stubApi([
      [
        twoFactorCalls.twoFactorSettingsRead,
        ok(twoFactorCalls.twoFactorSettingsRead, { ...base, ativo: true, obrigatoria: true }),
      ],
    ]);
    const region = renderSettings();
    expect(
      await within(region).findByText("Obrigatória para administradores da plataforma nesta instalação."),
    ).toBeTruthy();
    expect(
      within(region).queryByRole("button", { name: "Desativar a autenticação em 2 fatores" }),
    ).toBeNull();
  });

  it("says clearly when the account has no e-mail", async () => {
    stubApi([
      [
        twoFactorCalls.twoFactorSettingsRead,
        ok(twoFactorCalls.twoFactorSettingsRead, { ...base, email: { ativo: false, destino: null } }),
      ],
    ]);
    const region = renderSettings();
    expect(
      await within(region).findByText(
        "Sua conta não tem e-mail cadastrado, então não é possível receber códigos por e-mail.",
      ),
    ).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Usar o e-mail" })).toBeNull();
  });

  it("explains a refused change and confirms a made one", async () => {
    let on = false;
    stubApi([
      [
        twoFactorCalls.twoFactorSettingsRead,
        () => ok(twoFactorCalls.twoFactorSettingsRead, { ...base, ativo: on }),
      ],
      [twoFactorCalls.twoFactorEnable, failure(409, "Adicione o e-mail antes de ativar.")],
      [
        twoFactorCalls.twoFactorEmailFactor,
        () => {
          on = false;
          return ok(twoFactorCalls.twoFactorEmailFactor, {
            status: "sucesso",
            mensagem: "Código por e-mail ativado.",
          });
        },
      ],
    ]);
    const region = renderSettings();
    fireEvent.click(
      await within(region).findByRole("button", { name: "Ativar a autenticação em 2 fatores" }),
    );
    expect(await within(region).findByText("Adicione o e-mail antes de ativar.")).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Usar o e-mail" }));
    const done = await within(region).findByText("Código por e-mail ativado.");
    expect(done.closest("[role=status]")).toBeTruthy();
  });

  it("asks before turning 2FA off", async () => {
    const { requests } = stubApi([
      [
        twoFactorCalls.twoFactorSettingsRead,
        ok(twoFactorCalls.twoFactorSettingsRead, {
          ...base,
          ativo: true,
          email: { ...base.email, ativo: true },
        }),
      ],
      [
        twoFactorCalls.twoFactorEnable,
        ok(twoFactorCalls.twoFactorEnable, {
          status: "sucesso",
          mensagem: "Autenticação em 2 fatores desativada.",
        }),
      ],
    ]);
    const region = renderSettings();
    fireEvent.click(
      await within(region).findByRole("button", { name: "Desativar a autenticação em 2 fatores" }),
    );
    const confirm = screen.getByRole("dialog");
    expect(within(confirm).getByText(/Ao entrar, bastará a senha/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancelar" }));
    expect(requests.some((request) => request.url.endsWith("/2fa/ativar"))).toBe(false);
    fireEvent.click(within(region).getByRole("button", { name: "Desativar a autenticação em 2 fatores" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirmar" }));
    expect(await within(region).findByText("Autenticação em 2 fatores desativada.")).toBeTruthy();
    const call = requests.find((request) => request.url.endsWith("/2fa/ativar"));
    expect(await call?.json()).toEqual({ ativo: false });
  });

  it("enrols an app: QR code, key, then a code", async () => {
    const { requests } = stubApi([
      [twoFactorCalls.twoFactorSettingsRead, ok(twoFactorCalls.twoFactorSettingsRead, base)],
      [
        twoFactorCalls.twoFactorAuthenticatorStart,
        ok(twoFactorCalls.twoFactorAuthenticatorStart, {
          url_qrcode: "data:image/png;base64,QQ",
          segredo: "KEY234",
        }),
      ],
      [
        twoFactorCalls.twoFactorAuthenticatorConfirm,
        ok(twoFactorCalls.twoFactorAuthenticatorConfirm, {
          status: "sucesso",
          mensagem: "Aplicativo autenticador configurado.",
        }),
      ],
    ]);
    const region = renderSettings();
    fireEvent.click(await within(region).findByRole("button", { name: "Configurar aplicativo" }));
    expect(await within(region).findByRole("img", { name: /QR Code/ })).toBeTruthy();
    expect(within(region).getByText("KEY234")).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Confirmar código" }));
    expect(within(region).getByText("Este campo é obrigatório.")).toBeTruthy();
    fireEvent.change(within(region).getByLabelText("Código"), { target: { value: "123456" } });
    fireEvent.click(within(region).getByRole("button", { name: "Confirmar código" }));
    expect(await within(region).findByText("Aplicativo autenticador configurado.")).toBeTruthy();
    expect(within(region).queryByRole("img")).toBeNull();
    const call = requests.find((request) => request.url.endsWith("/autenticador/confirmar"));
    expect(await call?.json()).toEqual({ codigo: "123456" });
  });

  it("marks this browser's device and forgets it here once removed", async () => {
    rememberTrustedDevice(7, { usuario: "12345", token: "confianca", id: "aparelho" });
    const device = {
      id: "aparelho",
      nome: "Chrome / Linux",
      criado_em: "2026-11-25T12:00:00.000Z",
      ultimo_uso: null,
      expira_em: "2027-02-23T12:00:00.000Z",
    };
    stubApi([
      [
        twoFactorCalls.twoFactorSettingsRead,
        ok(twoFactorCalls.twoFactorSettingsRead, { ...base, dispositivos: [device] }),
      ],
      [
        twoFactorCalls.twoFactorTrustedDeviceRemove,
        ok(twoFactorCalls.twoFactorTrustedDeviceRemove, {
          status: "sucesso",
          mensagem: "Dispositivo removido.",
        }),
      ],
    ]);
    const region = renderSettings();
    expect(await within(region).findByText(/este navegador/)).toBeTruthy();
    fireEvent.click(within(region).getByRole("button", { name: "Remover o dispositivo Chrome / Linux" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirmar" }));
    expect(await within(region).findByText("Dispositivo removido.")).toBeTruthy();
    expect(readTrustedDevices()).toEqual({});
  });

  it("signs out when the session is no longer valid", async () => {
    stubApi([[twoFactorCalls.twoFactorSettingsRead, failure(401, "Sua sessão não é válida.")]]);
    renderSettings();
    await waitFor(() => expect(getSession().status).toBe("signed-out"));
  });
});

const CONFIRM_FIRST = "Confirme a sua senha para fazer esta alteração.";

/** The e-mail factor answers 428 until the password was confirmed, as the server does for an old session. */
function stubRecentSessionServer(passwords: string[]) {
  let confirmed = false;
  return stubApi([
    [twoFactorCalls.twoFactorSettingsRead, ok(twoFactorCalls.twoFactorSettingsRead, base)],
    [
      twoFactorCalls.twoFactorEmailFactor,
      () =>
        confirmed
          ? ok(twoFactorCalls.twoFactorEmailFactor, {
              status: "sucesso",
              mensagem: "Código por e-mail ativado.",
            })
          : failure(428, CONFIRM_FIRST),
    ],
    [
      passwordConfirm,
      async (request) => {
        const { senha_atual } = (await request.json()) as { senha_atual: string };
        passwords.push(senha_atual);
        if (senha_atual !== "certa") return failure(400, "A senha atual está incorreta.");
        confirmed = true;
        return ok(passwordConfirm, { status: "sucesso", mensagem: "Senha confirmada." });
      },
    ],
  ]);
}

describe("the password confirmation of an old session", () => {
  it("asks for the password on 428, explains a wrong one, then makes the change it was asked for", async () => {
    const passwords: string[] = [];
    const { requests } = stubRecentSessionServer(passwords);
    const region = renderSettings();
    fireEvent.click(await within(region).findByRole("button", { name: "Usar o e-mail" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirme a sua senha" });
    expect(dialog.textContent).toContain("há mais de 10 minutos");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(within(dialog).getByText("Este campo é obrigatório.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Senha atual"), { target: { value: "errada" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("A senha atual está incorreta.");
    fireEvent.change(within(dialog).getByLabelText("Senha atual"), { target: { value: "certa" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirmar" }));

    await waitFor(() =>
      expect(within(region).getByRole("status").textContent).toBe("Código por e-mail ativado."),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(passwords).toEqual(["errada", "certa"]);
    const emailCalls = requests.filter((request) => request.url.endsWith("/2fa/email"));
    expect(emailCalls.length).toBe(2);
  });

  it("changes nothing and says nothing more when the person cancels", async () => {
    const { requests } = stubRecentSessionServer([]);
    const region = renderSettings();
    fireEvent.click(await within(region).findByRole("button", { name: "Usar o e-mail" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirme a sua senha" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(region).queryByRole("alert")?.textContent ?? "").toBe("");
    expect(requests.some((request) => request.url.includes("confirmar/senha"))).toBe(false);
  });
});
