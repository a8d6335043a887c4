import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { passwordConfirm } from "@trilha/contracts/password.calls";
import {
  type TwoFactorSettings as Settings,
  twoFactorEmailFactor,
  twoFactorSettingsRead,
} from "@trilha/contracts/two-factor.calls";
import { describe, expect, it } from "vitest";
import { setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { TwoFactorSettings } from "./two-factor-settings.tsx";

const settings: Settings = {
  ativo: false,
  obrigatoria: false,
  email: { ativo: false, destino: "ana@escola.example" },
  autenticador: { ativo: false, configurado: false },
  dispositivos: [],
};
const CONFIRM_FIRST = "Confirme a sua senha para fazer esta alteração.";

function renderSettings() {
  setSession(makeUser({ id: 7, token: "sessao" }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TwoFactorSettings />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Autenticação em 2 fatores" });
}

/** The e-mail factor answers 428 until the password was confirmed, as the server does for an old session. */
function stubRecentSessionServer(passwords: string[]) {
  let confirmed = false;
  return stubApi([
    [twoFactorSettingsRead, ok(twoFactorSettingsRead, settings)],
    [
      twoFactorEmailFactor,
      () =>
        confirmed
          ? ok(twoFactorEmailFactor, { status: "sucesso", mensagem: "Código por e-mail ativado." })
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
