import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { saveDataSavingMode } from "../../lib/data-saving.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** A stand-in for the Network Information API, which jsdom lacks. */
function fakeConnection(hints: { saveData?: boolean; effectiveType?: string }) {
  const connection = Object.assign(new EventTarget(), hints);
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
  return connection;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "connection");
});

const photo = "/foto-perfil/abc.webp";

describe("UserAvatar and data saving", () => {
  it("offers the photo for each screen density on a fast connection", () => {
    fakeConnection({ effectiveType: "4g" });
    render(<UserAvatar foto="abc.webp" size={40} alt="Ana" />);
    const image = screen.getByRole("img", { name: "Ana" });
    expect(image.getAttribute("src")).toBe(`${photo}?w=48`);
    expect(image.getAttribute("srcset")).toBe(`${photo}?w=48 1x, ${photo}?w=96 2x, ${photo}?w=128 3x`);
  });

  it("asks only for the 1× copy on a 3G connection, and offers the others again when it gets faster", () => {
    const connection = fakeConnection({ effectiveType: "3g" });
    render(<UserAvatar foto="abc.webp" size={40} alt="Ana" />);
    const image = screen.getByRole("img", { name: "Ana" });
    expect(image.getAttribute("src")).toBe(`${photo}?w=48`);
    expect(image.hasAttribute("srcset")).toBe(false);

    act(() => {
      connection.effectiveType = "4g";
      connection.dispatchEvent(new Event("change"));
    });
    expect(screen.getByRole("img", { name: "Ana" }).getAttribute("srcset")).toContain("2x");
  });

  it("saves data when the browser asks to, or when the person turned it on, but not when turned off", () => {
    fakeConnection({ saveData: true, effectiveType: "4g" });
    render(<UserAvatar foto="abc.webp" size={40} alt="Ana" />);
    expect(screen.getByRole("img", { name: "Ana" }).hasAttribute("srcset")).toBe(false);
    act(() => saveDataSavingMode("economia-desligada"));
    expect(screen.getByRole("img", { name: "Ana" }).hasAttribute("srcset")).toBe(true);

    fakeConnection({ effectiveType: "4g" });
    act(() => saveDataSavingMode("economia-ligada"));
    expect(screen.getByRole("img", { name: "Ana" }).hasAttribute("srcset")).toBe(false);
  });
});
