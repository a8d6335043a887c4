import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COOKIE_NOTICE_DELAY_MS, CookieNotice, READ_PRIVACY_KEY } from "./cookie-notice.tsx";

function renderNotice() {
  const router = createMemoryRouter([{ path: "*", element: <CookieNotice /> }]);
  return render(<RouterProvider router={router} />);
}

describe("cookie notice", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("appears 500 ms after load, not before", () => {
    renderNotice();
    act(() => vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 1));
    expect(screen.queryByRole("button", { name: "Aceito" })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Aceito" })).toBeTruthy();
  });

  it("goes away on 'Aceito' and remembers it under read-privacy", () => {
    renderNotice();
    act(() => vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Aceito" }));
    expect(screen.queryByRole("button", { name: "Aceito" })).toBeNull();
    expect(window.localStorage.getItem(READ_PRIVACY_KEY)).toBe("1");
  });

  it("stays hidden once accepted", () => {
    window.localStorage.setItem(READ_PRIVACY_KEY, "1");
    renderNotice();
    act(() => vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS * 4));
    expect(screen.queryByRole("button", { name: "Aceito" })).toBeNull();
  });
});
