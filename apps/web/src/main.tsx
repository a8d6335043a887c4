import { paletteProperties } from "@trilha/contracts/rules/palette-contrast";
import { paletteOf } from "@trilha/contracts/tenant-page";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers.tsx";
import { createAppRouter } from "./app/router.tsx";
import {
  applyAccessibilitySettings,
  followAccessibilitySettings,
  readAccessibilitySettings,
} from "./features/accessibility/accessibility-settings.ts";
import { setupI18n } from "./lib/i18n.ts";
import { readStorage } from "./lib/local-storage.ts";
import { loadStoredUserCheck, SESSION_TOKEN_KEY } from "./lib/session-store.ts";
import { readTenantConfig } from "./lib/tenant-config.ts";
import "./app/global.css";
import "./features/accessibility/accessibility-theme.css";

async function start(): Promise<void> {
  const tenant = readTenantConfig();
  // The server already sets it; this covers pages served without tenant config (the dev server).
  document.documentElement.dataset.palette = paletteOf(tenant.paleta_cor);
  for (const [property, value] of paletteProperties(tenant.cores ?? { primaria: "", texto: "" }))
    document.documentElement.style.setProperty(property, value);
  // public/accessibility-settings.js already did this before the first paint; this covers a page without it.
  applyAccessibilitySettings(readAccessibilitySettings());
  followAccessibilitySettings();
  // Creating the router starts downloading the current page's code, in parallel with the catalogue below.
  const router = createAppRouter();
  // The catalogue is loaded before the first render, so no text ever flashes in the wrong language; a browser
  // that holds a session loads the check of its cached user beside it, so its pages render from that user.
  await Promise.all([
    setupI18n(),
    // Without it (a lost connection) the stored session is only unverified: the server's check decides.
    readStorage(SESSION_TOKEN_KEY) === null ? undefined : loadStoredUserCheck().catch(() => undefined),
  ]);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  const app = createRoot(root);
  // A transition renders in slices that yield to the browser every few milliseconds: on a cheap phone the first
  // render of a signed-in page is a row of short tasks rather than one that blocks input for a quarter second.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders tenant={tenant}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
