// The browser tests use the system's Chromium; they never download one.
import fs from "node:fs";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].filter(Boolean);
if (!candidates.some((file) => fs.existsSync(file))) {
  console.error(
    "Chromium not found: install it with `apt-get install -y chromium-headless-shell` (Debian) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
