import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, showToast, TOAST_DURATION_MS } from "../../lib/toasts.ts";
import { ToastHost } from "./toast-host.tsx";
import { Toaster } from "./toaster.tsx";

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const region = () => screen.getByRole("region", { name: "Notificações" });

/** The toaster, showing one toast. */
function renderShowing(...toast: Parameters<typeof showToast>) {
  render(<Toaster />);
  act(() => {
    showToast(...toast);
  });
}

describe("Toaster", () => {
  it("is a named region whose list is polite live, and lasts exactly 10 000 ms", () => {
    expect(TOAST_DURATION_MS).toBe(10_000);
    vi.useFakeTimers();
    renderShowing("Idioma alterado.", "success");
    const list = within(region()).getByRole("list");
    expect(list.getAttribute("aria-live")).toBe("polite");
    expect(within(list).getByRole("listitem").textContent).toContain("Idioma alterado.");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Idioma alterado.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Idioma alterado.")).toBeNull();
  });

  it("can be dismissed early", () => {
    renderShowing("Salvo.");
    fireEvent.click(screen.getByRole("button", { name: "Fechar notificação" }));
    expect(screen.queryByText("Salvo.")).toBeNull();
  });

  it("holds its time while hovered or focused, and counts the rest afterwards", () => {
    vi.useFakeTimers();
    renderShowing("Pausa.");
    const item = screen.getByRole("listitem");
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Pausa.")).not.toBeNull();
    fireEvent.mouseLeave(item);
    fireEvent.focusIn(within(item).getByRole("button"));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Pausa.")).not.toBeNull();
    fireEvent.focusOut(within(item).getByRole("button"));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 4000 - 1));
    expect(screen.queryByText("Pausa.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Pausa.")).toBeNull();
  });

  it("stacks several toasts, newest last, each with its own time", () => {
    vi.useFakeTimers();
    renderShowing("um");
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      showToast("dois", "error");
    });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.replace("×", ""))).toEqual([
      "um",
      "dois",
    ]);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 3000));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("listitem").className).toContain("toast--error");
  });
});

describe("ToastHost", () => {
  it("renders nothing until the first toast, then loads the toaster", async () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe("");
    act(() => {
      showToast("Primeira notificação.");
    });
    expect(await screen.findByText("Primeira notificação.")).toBeTruthy();
  });
});
