import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { loginStandard } from "@trilha/contracts/login.calls";
import type { SessionUser } from "@trilha/contracts/session-user";
import {
  twoFactorQrCode,
  twoFactorSendCode,
  twoFactorValidateCode,
} from "@trilha/contracts/two-factor.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it, vi } from "vitest";
import { getSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { rememberTrustedDevice, TRUSTED_DEVICES_KEY } from "./trusted-devices.ts";
import { TwoFactorDialog } from "./two-factor-dialog.tsx";

function pendingUser(fatores: SessionUser["usuario_2fa"]["fatores"]): SessionUser {
  return {
    ...makeUser({ id: 7, usuario: "seguro" }),
    token: null,
    usuario_2fa: { id: 7, status: "1", fatores, desafio: "desafio-1" },
  };
}

const emailOnly = () => pendingUser({ email: { destino: "s***@escola.example" } });
const signedIn = makeUser({ id: 7, usuario: "seguro", token: "sessao-nova" });

function renderDialog(user: SessionUser = emailOnly()) {
  const onVerified = vi.fn();
  const onCancel = vi.fn();
  render(<TwoFactorDialog user={user} onVerified={onVerified} onCancel={onCancel} />);
  return { onVerified, onCancel };
}

const codeInput = () => screen.getByLabelText("Código");
const validate = () => fireEvent.click(screen.getByRole("button", { name: "Validar" }));

describe("TwoFactorDialog", () => {
  it("is a labelled modal dialog that sends the only factor's code at once, with the challenge", async () => {
    const { requests } = stubApi([[twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })]]);
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Autenticação em 2 fatores" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(
      await screen.findByText(/Enviamos um código de 6 dígitos para s\*\*\*@escola\.example/),
    ).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({
      fator: "email",
      destino: "s***@escola.example",
      id: 7,
      desafio: "desafio-1",
    });
    await waitFor(() => expect(document.activeElement).toBe(codeInput()));
  });

  it("requires the code and accepts digits only, without calling the server", async () => {
    const { requests } = stubApi([[twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })]]);
    renderDialog();
    await screen.findByText(/Enviamos um código/);
    validate();
    expect(screen.getByText("Este campo é obrigatório.")).toBeTruthy();
    expect(codeInput().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(codeInput(), { target: { value: "12a" } });
    validate();
    expect(screen.getByText("O código deve conter apenas números.")).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it("says 'Código Inválido' and stays; says 'Código Válido' and goes on with the signed-in user", async () => {
    let answer: "invalid" | "valid" = "invalid";
    const { requests } = stubApi([
      [twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })],
      [
        twoFactorValidateCode,
        () =>
          answer === "invalid"
            ? ok(twoFactorValidateCode, { valido: false })
            : ok(twoFactorValidateCode, { valido: true, usuario: signedIn }),
      ],
    ]);
    const { onVerified } = renderDialog();
    await screen.findByText(/Enviamos um código/);
    fireEvent.change(codeInput(), { target: { value: "000000" } });
    validate();
    expect((await screen.findByText("Código Inválido")).closest("[role=alert]")).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();

    answer = "valid";
    fireEvent.change(codeInput(), { target: { value: "123456" } });
    validate();
    expect((await screen.findByText("Código Válido")).closest("[role=status]")).toBeTruthy();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(signedIn));
    expect(await requests.at(-1)?.json()).toEqual({
      codigo: "123456",
      id: 7,
      desafio: "desafio-1",
      fator: "email",
      salvar_dispositivo: false,
    });
    expect(window.localStorage.getItem(TRUSTED_DEVICES_KEY)).toBeNull();
  });

  it("remembers the device when 'Salvar este dispositivo' is checked", async () => {
    const { requests } = stubApi([
      [twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })],
      [
        twoFactorValidateCode,
        ok(twoFactorValidateCode, {
          valido: true,
          usuario: signedIn,
          dispositivo_2fa: { token: "confianca", id: "aparelho" },
        }),
      ],
    ]);
    const { onVerified } = renderDialog();
    await screen.findByText(/Enviamos um código/);
    fireEvent.click(screen.getByRole("checkbox", { name: "Salvar este dispositivo" }));
    fireEvent.change(codeInput(), { target: { value: "123456" } });
    validate();
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect((await requests.at(-1)?.json())?.salvar_dispositivo).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_KEY) ?? "{}")).toEqual({
      "7": { usuario: "seguro", token: "confianca", id: "aparelho" },
    });
  });

  it("forgets a trusted-device token the server no longer honoured", () => {
    stubApi([[twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })]]);
    rememberTrustedDevice(7, { usuario: "seguro", token: "velho", id: "h" });
    renderDialog();
    expect(window.localStorage.getItem(TRUSTED_DEVICES_KEY)).toBeNull();
  });

  it("resends with 'Código enviado novamente.' and explains a failed send", async () => {
    let fail = false;
    stubApi([
      [
        twoFactorSendCode,
        () =>
          fail
            ? failure(429, "Muitos códigos enviados. Aguarde alguns minutos antes de pedir outro.")
            : ok(twoFactorSendCode, { status: "sucesso" }),
      ],
    ]);
    renderDialog();
    await screen.findByText(/Enviamos um código/);
    fireEvent.click(screen.getByRole("button", { name: "Reenviar código" }));
    expect(await screen.findByText("Código enviado novamente.")).toBeTruthy();
    fail = true;
    fireEvent.click(screen.getByRole("button", { name: "Reenviar código" }));
    expect(
      await screen.findByText(
        "Não foi possível enviar o código. Muitos códigos enviados. Aguarde alguns minutos antes de pedir outro.",
      ),
    ).toBeTruthy();
  });

  it("says 'Não foi possível enviar o código.' when the first send fails without a reason", async () => {
    stubApi([[twoFactorSendCode, failure(502)]]);
    renderDialog();
    const message = await screen.findByText("Não foi possível enviar o código.");
    expect(message.closest("[role=alert]")).toBeTruthy();
  });

  it("shows the QR code and the key of an app not enrolled yet", async () => {
    const { requests } = stubApi([
      [
        twoFactorQrCode,
        ok(twoFactorQrCode, { url_qrcode: "data:image/png;base64,AAAA", segredo: "ABCDEF234567" }),
      ],
    ]);
    renderDialog(pendingUser({ autenticador: { destino: "", configurado: false } }));
    const image = await screen.findByRole("img", {
      name: "QR Code para configurar o aplicativo autenticador",
    });
    expect(image.getAttribute("src")).toBe("data:image/png;base64,AAAA");
    expect(screen.getByText("ABCDEF234567")).toBeTruthy();
    expect(await requests[0]?.json()).toEqual({ id: 7, desafio: "desafio-1" });
    expect(screen.queryByRole("button", { name: "Reenviar código" })).toBeNull();
  });

  it("says 'Não foi possível gerar o QR Code.' when the QR code fails", async () => {
    stubApi([[twoFactorQrCode, failure(500)]]);
    renderDialog(pendingUser({ autenticador: { destino: "", configurado: false } }));
    const message = await screen.findByText("Não foi possível gerar o QR Code.");
    expect(message.closest("[role=alert]")).toBeTruthy();
  });

  it("asks an enrolled app for its code without fetching anything", () => {
    const { fetchMock } = stubApi([]);
    renderDialog(pendingUser({ autenticador: { destino: "", configurado: true } }));
    expect(
      screen.getByText("Digite o código de 6 dígitos que aparece no seu aplicativo autenticador."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets the person choose when there are two factors", async () => {
    const { requests } = stubApi([[twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })]]);
    renderDialog(
      pendingUser({
        email: { destino: "s***@escola.example" },
        autenticador: { destino: "", configurado: true },
      }),
    );
    expect(screen.getByRole("group", { name: "Como você quer confirmar que é você?" })).toBeTruthy();
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole("radio", { name: "Aplicativo autenticador" }));
    fireEvent.click(screen.getByRole("button", { name: "Continuar" }));
    expect(screen.getByText(/aparece no seu aplicativo autenticador/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Usar outra forma" }));
    fireEvent.click(screen.getByRole("radio", { name: "Código por e-mail (s***@escola.example)" }));
    fireEvent.click(screen.getByRole("button", { name: "Continuar" }));
    await screen.findByText(/Enviamos um código/);
    expect(requests).toHaveLength(1);
  });

  it("cancels on Escape and on the close button, and keeps Tab inside", async () => {
    stubApi([[twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })]]);
    const { onCancel } = renderDialog();
    await screen.findByText(/Enviamos um código/);
    const dialog = screen.getByRole("dialog");
    const buttons = screen.getAllByRole("button");
    const last = buttons.at(-1) as HTMLElement;
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Fechar" }));
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Fechar" }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

// These render the whole app and load its lazy routes and layouts; on a busy two-core machine that takes seconds.
describe("sign-in page with 2FA", { timeout: 20_000 }, () => {
  const loginAnswer = (usuario: SessionUser) =>
    ok(loginStandard, { usuario, conta_vinculada: false, conta_nova: false });

  it("opens the dialog instead of an alert, and stores the session once the code is valid", async () => {
    stubApi([
      [loginStandard, loginAnswer(emailOnly())],
      [twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })],
      [twoFactorValidateCode, ok(twoFactorValidateCode, { valido: true, usuario: signedIn })],
    ]);
    const { router } = renderApp(webPaths.login.build());
    fireEvent.change(await screen.findByLabelText("Usuário (RA)"), { target: { value: "seguro" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Acessar" }));
    await screen.findByRole("dialog", { name: "Autenticação em 2 fatores" });
    expect(getSession().status).toBe("signed-out");
    fireEvent.change(await screen.findByLabelText("Código"), { target: { value: "123456" } });
    await act(async () => validate());
    // After the code's pause, the signed-in layout and page load: the default wait, not a shorter one.
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
    expect(getSession().status).toBe("signed-in");
  });

  it("sends the saved device's token for that login, and closes the dialog to start over", async () => {
    rememberTrustedDevice(7, { usuario: "seguro", token: "confianca", id: "h" });
    const { requests } = stubApi([
      [loginStandard, loginAnswer(emailOnly())],
      [twoFactorSendCode, ok(twoFactorSendCode, { status: "sucesso" })],
    ]);
    renderApp(webPaths.login.build());
    fireEvent.change(await screen.findByLabelText("Usuário (RA)"), { target: { value: "seguro" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Acessar" }));
    await screen.findByRole("dialog");
    expect(await requests[0]?.json()).toEqual({
      usuario: "seguro",
      senha: "x",
      salvar: false,
      dispositivo_2fa: "confianca",
    });
    fireEvent.click(screen.getAllByRole("button", { name: "Cancelar" })[0] as HTMLElement);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Acessar" })).toBeTruthy();
  });
});
