/** Spec §9: the widget is started 1500 ms after its script loads, and its access button pressed 250 ms later. */
export const VLIBRAS_INIT_DELAY_MS = 1500;
export const VLIBRAS_CLICK_DELAY_MS = 250;

const CONTAINER_ID = "vlibras";
const SCRIPT_ID = "vlibras-plugin";

interface VLibrasGlobal {
  Widget: new (rootPath: string) => unknown;
}

declare global {
  interface Window {
    VLibras?: VLibrasGlobal;
  }
}

/** The markup the plugin fills in (its documented integration); outside React's tree, which must not own it. */
function ensureContainer(): HTMLElement {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const container = document.createElement("div");
  container.id = CONTAINER_ID;
  container.setAttribute("vw", "");
  container.className = "enabled";
  const accessButton = document.createElement("div");
  accessButton.setAttribute("vw-access-button", "");
  accessButton.className = "active";
  const wrapper = document.createElement("div");
  wrapper.setAttribute("vw-plugin-wrapper", "");
  const top = document.createElement("div");
  top.className = "vw-plugin-top-wrapper";
  wrapper.append(top);
  container.append(accessButton, wrapper);
  document.body.append(container);
  return container;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        // Removed so that a later request tries again instead of finding a dead script.
        script.remove();
        reject(new Error("The sign-language widget could not be loaded."));
      },
      { once: true },
    );
    document.head.append(script);
  });
}

function pressAccessButton(container: HTMLElement): void {
  const button = container.querySelector<HTMLElement>("[vw-access-button]");
  if (!button) throw new Error("The sign-language widget has no access button.");
  button.click();
}

/**
 * Starts the widget: the widget registers its set-up as the page's load handler, which has long fired when a
 * person asks for it, so that handler is run here once and the previous one put back.
 */
function startWidget(rootPath: string): void {
  const Widget = window.VLibras?.Widget;
  if (typeof Widget !== "function") throw new Error("The sign-language widget did not start.");
  const previousOnload = window.onload;
  new Widget(rootPath);
  const widgetOnload = window.onload;
  if (widgetOnload !== previousOnload && typeof widgetOnload === "function") {
    window.onload = previousOnload;
    widgetOnload.call(window, new Event("load"));
  }
}

let started: Promise<void> | null = null;

/**
 * Loads the widget from `rootPath` (first request only), starts it and opens it. Later requests open it again.
 * Rejects, without retrying by itself, when the script cannot load or the widget does not start; the next
 * request tries again from the start.
 */
export function openVLibras(rootPath: string): Promise<void> {
  if (started) return started.then(() => pressAccessButton(ensureContainer()));
  const root = rootPath.replace(/\/+$/, "");
  started = (async () => {
    const container = ensureContainer();
    await loadScript(`${root}/vlibras-plugin.js`);
    await wait(VLIBRAS_INIT_DELAY_MS);
    startWidget(root);
    await wait(VLIBRAS_CLICK_DELAY_MS);
    pressAccessButton(container);
  })();
  started.catch(() => {
    started = null;
    document.getElementById(CONTAINER_ID)?.remove();
  });
  return started;
}

/** Forgets a started widget (tests). */
export function resetVLibras(): void {
  started = null;
  document.getElementById(CONTAINER_ID)?.remove();
  document.getElementById(SCRIPT_ID)?.remove();
  delete window.VLibras;
}
