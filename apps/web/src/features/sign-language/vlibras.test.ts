import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openVLibras, resetVLibras, VLIBRAS_CLICK_DELAY_MS, VLIBRAS_INIT_DELAY_MS } from "./vlibras.ts";

const ROOT = "https://vlibras.example/app";

function pluginScript(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>(`script[src="${ROOT}/vlibras-plugin.js"]`);
}

/** Stands in for the plugin: records its construction and, like the real one, sets itself up on load. */
function installFakeWidget() {
  const calls: string[] = [];
  window.VLibras = {
    Widget: class {
      constructor(rootPath: string) {
        calls.push(`widget ${rootPath}`);
        window.onload = () => {
          calls.push("set up");
          document
            .querySelector("[vw-access-button]")
            ?.addEventListener("click", () => calls.push("access button pressed"));
        };
      }
    },
  };
  return calls;
}

async function flush() {
  await vi.advanceTimersByTimeAsync(0);
}

describe("openVLibras", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetVLibras();
    window.onload = null;
  });

  it("loads nothing until asked", () => {
    expect(pluginScript()).toBeNull();
    expect(document.querySelector("[vw]")).toBeNull();
  });

  it("starts the widget 1500 ms after its script loads, then presses its access button 250 ms later", async () => {
    const opened = openVLibras(`${ROOT}/`);
    const script = pluginScript();
    expect(script).not.toBeNull();
    expect(document.querySelector("[vw] [vw-access-button]")).not.toBeNull();
    expect(document.querySelector("[vw] [vw-plugin-wrapper] .vw-plugin-top-wrapper")).not.toBeNull();

    const calls = installFakeWidget();
    script?.dispatchEvent(new Event("load"));
    await flush();
    await vi.advanceTimersByTimeAsync(VLIBRAS_INIT_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([`widget ${ROOT}`, "set up"]);
    // The page's own load handler is put back once the widget's has run.
    expect(window.onload).toBeNull();

    await vi.advanceTimersByTimeAsync(VLIBRAS_CLICK_DELAY_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([`widget ${ROOT}`, "set up", "access button pressed"]);
    await expect(opened).resolves.toBeUndefined();

    // Asking again only opens it: no second script, no second widget.
    await openVLibras(ROOT);
    expect(document.querySelectorAll("script[src$='vlibras-plugin.js']")).toHaveLength(1);
    expect(calls).toEqual([`widget ${ROOT}`, "set up", "access button pressed", "access button pressed"]);
  });

  it("fails once, quietly, when the script cannot load, and tries again on the next request", async () => {
    const opened = openVLibras(ROOT);
    pluginScript()?.dispatchEvent(new Event("error"));
    await expect(opened).rejects.toThrow();
    expect(pluginScript()).toBeNull();
    expect(document.querySelector("[vw]")).toBeNull();
    // Nothing keeps trying in the background.
    expect(vi.getTimerCount()).toBe(0);

    const retry = openVLibras(ROOT);
    const calls = installFakeWidget();
    pluginScript()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(VLIBRAS_INIT_DELAY_MS + VLIBRAS_CLICK_DELAY_MS);
    await expect(retry).resolves.toBeUndefined();
    expect(calls.at(-1)).toBe("access button pressed");
  });

  it("fails when the script loads but brings no widget", async () => {
    const opened = openVLibras(ROOT);
    const outcome = opened.catch((error: unknown) => error);
    pluginScript()?.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(VLIBRAS_INIT_DELAY_MS);
    expect(await outcome).toBeInstanceOf(Error);
    expect(document.querySelector("[vw]")).toBeNull();
  });
});
