import fs from "node:fs";

export const chromiumPath =
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (file): file is string => !!file && fs.existsSync(file),
  ) ?? "/usr/bin/chromium";

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
