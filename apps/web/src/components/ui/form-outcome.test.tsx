import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
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

  describe("brings each new outcome into view", () => {
    // jsdom lays nothing out and has no scrollIntoView: the test gives elements one that records the call.
    afterEach(() => {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    });

    it("scrolls the status line to a success, and the alert to an error, once per outcome", () => {
      const scrolled: Element[] = [];
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this);
      };
      const { rerender } = render(<FormOutcome outcome={null} />);
      expect(scrolled).toEqual([]);
      rerender(<FormOutcome outcome={{ kind: "success", message: "Salvo.", detail: "E mais." }} />);
      expect(scrolled).toEqual([screen.getByRole("status")]);
      expect(screen.getByRole("status").textContent).toBe("Salvo.E mais.");
      // The same outcome built anew on a render is not a new outcome.
      rerender(<FormOutcome outcome={{ kind: "success", message: "Salvo.", detail: "E mais." }} />);
      expect(scrolled).toHaveLength(1);
      rerender(<FormOutcome outcome={{ kind: "error", message: "Falhou." }} />);
      expect(scrolled).toEqual([screen.getByRole("status"), screen.getByRole("alert")]);
    });
  });
});
