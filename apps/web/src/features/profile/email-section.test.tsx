import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { profileEmailChange } from "@trilha/contracts/profile.calls";
import { describe, expect, it } from "vitest";
import { getSession, setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { EmailSection } from "./email-section.tsx";

const emailField = () => screen.getByRole("textbox", { name: "Novo e-mail" });
const passwordField = () => screen.getByLabelText("Senha atual");
const save = () => fireEvent.click(screen.getByRole("button", { name: "Salvar e-mail" }));

describe("EmailSection", () => {
  it("sends the new address with the current password and stores the refreshed user", async () => {
    const user = makeUser({ token: "tok", email: "antigo@escola.example" });
    setSession(user);
    const { requests } = stubApi([
      [
        profileEmailChange,
        ok(profileEmailChange, {
          status: "sucesso",
          mensagem: "E-mail da conta atualizado.",
          usuario: { ...user, email: "novo@escola.example" },
        }),
      ],
    ]);
    render(<EmailSection user={user} />);
    expect(emailField().getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Deixe em branco para remover o e-mail da conta.")).toBeTruthy();
    fireEvent.change(emailField(), { target: { value: " novo@escola.example " } });
    fireEvent.change(passwordField(), { target: { value: "minha-senha" } });
    save();
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("E-mail da conta atualizado."));
    expect(await requests[0]?.json()).toEqual({ email: "novo@escola.example", senha_atual: "minha-senha" });
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(getSession()).toMatchObject({ user: { email: "novo@escola.example" } });
    expect((emailField() as HTMLInputElement).value).toBe("");
    expect((passwordField() as HTMLInputElement).value).toBe("");
  });

  it("marks a bad address and a missing password before any call, and clears each mark as it is fixed", () => {
    const { fetchMock } = stubApi([]);
    render(<EmailSection user={makeUser()} />);
    fireEvent.change(emailField(), { target: { value: "ana@" } });
    save();
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Informe um e-mail válido.")).toBeTruthy();
    expect(passwordField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Este campo é obrigatório.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(emailField(), { target: { value: "ana@escola.example" } });
    expect(emailField().getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(passwordField(), { target: { value: "x" } });
    expect(passwordField().getAttribute("aria-invalid")).toBeNull();
  });

  it("sends a blank address to remove it, and shows the server's reason when it refuses", async () => {
    const { requests } = stubApi([[profileEmailChange, failure(400, "A senha atual está incorreta.")]]);
    render(<EmailSection user={makeUser()} />);
    fireEvent.change(passwordField(), { target: { value: "errada" } });
    save();
    expect((await screen.findByRole("alert")).textContent).toBe("A senha atual está incorreta.");
    expect(await requests[0]?.json()).toEqual({ email: "", senha_atual: "errada" });
  });
});
