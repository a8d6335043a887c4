import fs from "node:fs";

const firstThere = (files: readonly (string | undefined)[]) =>
  files.find((file): file is string => !!file && fs.existsSync(file));

/** The system's full Chromium, never a downloaded one (Lighthouse measures pages as the browser draws them). */
export const chromiumPath =
  firstThere([process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]) ??
  "/usr/bin/chromium";

/**
 * What the browser tests drive: Debian's headless shell (`chromium-headless-shell`, Chromium's old headless mode)
 * when it is there. It draws no browser UI of its own and takes well under half the CPU of the full browser in
 * headless mode, which is what lets two workers share two cores; the full browser otherwise. `CHROMIUM_PATH`
 * names another build for both.
 */
export const testBrowserPath =
  firstThere([
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    "/usr/lib/chromium/chromium-headless-shell",
  ]) ?? chromiumPath;

/** Flags for a headless Chromium that never reaches beyond this machine. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
