import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormOutcome } from "./form-outcome.tsx";

describe("FormOutcome", () => {
  it("keeps an empty status line before any outcome", () => {
    render(<FormOutcome outcome={null} statusClassName="x__status" />);
    expect(screen.getByRole("status").textContent).toBe("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says progress and success politely in the status line", () => {
    const { rerender } = render(
      <FormOutcome outcome={null} statusClassName="x__status" progress="Enviando…" />,
    );
    expect(screen.getByRole("status").textContent).toBe("Enviando…");
    rerender(<FormOutcome outcome={{ kind: "success", message: "Salvo." }} statusClassName="x__status" />);
    expect(screen.getByRole("status").textContent).toBe("Salvo.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows an error as an alert after the empty status line", () => {
    render(<FormOutcome outcome={{ kind: "error", message: "Falhou." }} statusClassName="x__status" />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Falhou.");
    expect(screen.getByRole("status").textContent).toBe("");
    expect(
      screen.getByRole("status").compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
