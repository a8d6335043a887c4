import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ModalDialog } from "./modal-dialog.tsx";

/** A page with a button that opens a menu, from which a second dialog opens over it. */
function Stack() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOuter(true)}>
        Abrir menu
      </button>
      {outer ? (
        <ModalDialog title="Menu" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Abrir detalhes
          </button>
          <a href="#fim">Último</a>
          {/* Rendered inside the menu: React bubbles its keys through the menu, which must not close too. */}
          {inner ? (
            <ModalDialog title="Detalhes" onClose={() => setInner(false)}>
              <button type="button">Primeiro</button>
              <button type="button">Segundo</button>
            </ModalDialog>
          ) : null}
        </ModalDialog>
      ) : null}
    </main>
  );
}

describe("ModalDialog (checklist G4)", () => {
  it("Escape closes only the topmost of two stacked dialogs, and focus goes back step by step", () => {
    render(<Stack />);
    const opener = screen.getByRole("button", { name: "Abrir menu" });
    opener.focus();
    fireEvent.click(opener);
    const menu = screen.getByRole("dialog", { name: "Menu" });
    const openDetails = within(menu).getByRole("button", { name: "Abrir detalhes" });
    expect(document.activeElement).toBe(openDetails);
    fireEvent.click(openDetails);
    const details = screen.getByRole("dialog", { name: "Detalhes" });
    expect(document.activeElement).toBe(within(details).getByRole("button", { name: "Primeiro" }));
    // The older dialog is out of reach while the newer one is open.
    expect(menu.closest("[inert]")).not.toBeNull();
    expect(details.closest("[inert]")).toBeNull();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Detalhes" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Menu" })).toBe(menu);
    expect(menu.closest("[inert]")).toBeNull();
    expect(document.activeElement).toBe(openDetails);

    fireEvent.keyDown(openDetails, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside: it wraps from the last to the first control and back", () => {
    render(<Stack />);
    fireEvent.click(screen.getByRole("button", { name: "Abrir menu" }));
    const menu = screen.getByRole("dialog", { name: "Menu" });
    const close = within(menu).getByRole("button", { name: "Fechar" });
    const last = within(menu).getByRole("link", { name: "Último" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // The page behind is inert: nothing there can take focus.
    expect(
      screen.getByRole("button", { name: "Abrir menu", hidden: true }).closest("[inert]"),
    ).not.toBeNull();
  });

  it("closes on its close button", () => {
    render(<Stack />);
    fireEvent.click(screen.getByRole("button", { name: "Abrir menu" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Fechar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
