import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ALERT_ERROR_EVENT, ALERT_SUCCESS_EVENT, alertError, alertSuccess } from "../../lib/global-alert.ts";
import { GlobalAlerts } from "./global-alerts.tsx";

function raise(type: string, detail: unknown) {
  act(() => {
    window.dispatchEvent(new CustomEvent(type, { detail }));
  });
}

describe("GlobalAlerts", () => {
  it("shows alert-sucesso with 'Entendi', and closes on it, giving focus back", async () => {
    render(
      <>
        <button type="button">antes</button>
        <GlobalAlerts />
      </>,
    );
    const before = screen.getByRole("button", { name: "antes" });
    before.focus();
    raise(ALERT_SUCCESS_EVENT, { mensagem: "Perfil salvo." });
    // The dialog's code comes with the first alert.
    const dialog = await screen.findByRole("alertdialog", { name: "Sucesso" });
    expect(dialog.textContent).toContain("Perfil salvo.");
    const button = within(dialog).getByRole("button", { name: "Entendi" });
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it("labels the success button 'Prosseguir' when the detail asks for it, and calls aoFechar", async () => {
    render(<GlobalAlerts />);
    const aoFechar = vi.fn();
    raise(ALERT_SUCCESS_EVENT, { mensagem: "Conta vinculada.", botao: "prosseguir", aoFechar });
    fireEvent.click(await screen.findByRole("button", { name: "Prosseguir" }));
    expect(aoFechar).toHaveBeenCalledOnce();
  });

  it("shows alert-erro with 'Entendi' only, even when 'Prosseguir' is asked, and closes on Escape", async () => {
    render(<GlobalAlerts />);
    raise(ALERT_ERROR_EVENT, { mensagem: "Não foi possível salvar.", botao: "prosseguir" });
    const dialog = await screen.findByRole("alertdialog", { name: "Erro" });
    expect(dialog.textContent).toContain("Não foi possível salvar.");
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Entendi"]);
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("queues alerts and shows them one at a time, in order", async () => {
    render(<GlobalAlerts />);
    raise(ALERT_ERROR_EVENT, { mensagem: "primeira" });
    raise(ALERT_SUCCESS_EVENT, { mensagem: "segunda", titulo: "Pronto" });
    raise(ALERT_ERROR_EVENT, { mensagem: "terceira" });
    expect(await screen.findAllByRole("alertdialog")).toHaveLength(1);
    expect(screen.getByRole("alertdialog", { name: "Erro" }).textContent).toContain("primeira");
    fireEvent.click(screen.getByRole("button", { name: "Entendi" }));
    expect(screen.getByRole("alertdialog", { name: "Pronto" }).textContent).toContain("segunda");
    fireEvent.click(screen.getByRole("button", { name: "Entendi" }));
    expect(screen.getByRole("alertdialog", { name: "Erro" }).textContent).toContain("terceira");
    fireEvent.click(screen.getByRole("button", { name: "Entendi" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("ignores events without a message", () => {
    render(<GlobalAlerts />);
    raise(ALERT_SUCCESS_EVENT, undefined);
    raise(ALERT_SUCCESS_EVENT, { mensagem: "   " });
    raise(ALERT_ERROR_EVENT, { message: "wrong field" });
    raise(ALERT_ERROR_EVENT, "text");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("is what the lib helpers raise", async () => {
    render(<GlobalAlerts />);
    act(() => alertSuccess("Feito.", { botao: "prosseguir" }));
    fireEvent.click(await screen.findByRole("button", { name: "Prosseguir" }));
    act(() => alertError("Falhou."));
    expect(screen.getByRole("alertdialog", { name: "Erro" }).textContent).toContain("Falhou.");
  });
});
