import { describe, expect, it } from "vitest";
import { chunkGroups } from "./vite-chunks.ts";

const at = (name: string) => `/app/src/${name}`;

/** A small app: the entry and its shell, the sign-in page, three signed-in pages, a public page, lazy parts. */
const imports: Record<string, { static?: string[]; dynamic?: string[] }> = {
  "main.tsx": { static: ["app/router.tsx", "lib/i18n.ts", "app/layouts/layout-shell.tsx"] },
  "lib/i18n.ts": { dynamic: ["catalogue-pt-br"] },
  "app/layouts/layout-shell.tsx": {
    dynamic: ["app/layouts/signed-in-parts.ts", "features/two-factor-dialog.tsx"],
  },
  "app/router.tsx": {
    dynamic: [
      "app/routes/login.page.tsx",
      "lib/query-client.tsx",
      "app/layouts/student-layout.tsx",
      "app/routes/signed-in.page.tsx",
      "app/routes/classes.page.tsx",
      "app/routes/lesson.page.tsx",
      "app/routes/forgot-password.page.tsx",
    ],
  },
  "app/routes/login.page.tsx": { static: ["features/login-form.tsx", "components/field.tsx"] },
  "features/two-factor-dialog.tsx": { static: ["components/modal.tsx", "contracts/schemas.ts"] },
  "lib/query-client.tsx": { static: ["node_modules/@tanstack/query.js"] },
  "app/layouts/signed-in-parts.ts": { static: ["features/account-menu.tsx", "components/modal.tsx"] },
  "app/routes/signed-in.page.tsx": { static: ["components/item-list.tsx", "features/contents.tsx"] },
  "app/routes/classes.page.tsx": { static: ["components/item-list.tsx", "features/contents.tsx"] },
  "app/routes/lesson.page.tsx": { static: ["components/item-list.tsx", "components/field.tsx"] },
  "app/routes/forgot-password.page.tsx": { static: ["components/field.tsx"] },
};

const graph = {
  ids: [
    ...new Set(Object.entries(imports).flatMap(([id, i]) => [id, ...(i.static ?? []), ...(i.dynamic ?? [])])),
  ].map(at),
  entries: [at("main.tsx")],
  staticOf: (id: string) => (imports[id.replace("/app/src/", "")]?.static ?? []).map(at),
  dynamicOf: (id: string) => (imports[id.replace("/app/src/", "")]?.dynamic ?? []).map(at),
};

const names = (set: Set<string>) => [...set].map((id) => id.replace("/app/src/", "")).sort();

describe("the signed-in pages' chunks", () => {
  const parts = chunkGroups(graph);

  it("keeps what the entry loads apart, and the sign-in page's own modules in a chunk of their own", () => {
    expect(names(parts.initial)).toEqual([
      "app/layouts/layout-shell.tsx",
      "app/router.tsx",
      "lib/i18n.ts",
      "main.tsx",
    ]);
    expect(names(parts.signInPage)).toEqual([
      "app/routes/login.page.tsx",
      "components/field.tsx",
      "features/login-form.tsx",
    ]);
  });

  it("puts in the core what every signed-in page loads and what three signed-in routes share", () => {
    expect(names(parts.core)).toEqual([
      "app/layouts/signed-in-parts.ts",
      "components/item-list.tsx",
      "features/account-menu.tsx",
      "lib/query-client.tsx",
      "node_modules/@tanstack/query.js",
    ]);
  });

  it("never puts in the core what the sign-in page's parts also load: that is shared, the page's own is not", () => {
    // The modal is opened from the sign-in page (second factor) and from the signed-in chrome.
    expect(names(parts.shared)).toEqual(["components/modal.tsx"]);
    // Two pages share their contents list: it stays with them, out of the core.
    expect(parts.core.has(at("features/contents.tsx"))).toBe(false);
    // The field the sign-in page shows comes with it, never with the core.
    expect(parts.core.has(at("components/field.tsx"))).toBe(false);
    expect(parts.shared.has(at("contracts/schemas.ts"))).toBe(false);
  });
});
