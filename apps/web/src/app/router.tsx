import { webPaths } from "@trilha/contracts/web-paths";
import type { ComponentType } from "react";
import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from "react-router";
import { Loading } from "../components/ui/loading.tsx";
import { SIGN_IN_PAGES } from "../lib/catalogue-parts.ts";
import { loadPublicTexts, loadSignedInTexts } from "../lib/i18n.ts";
import { StandardLayout } from "./layouts/standard-layout.tsx";
import { layoutOf, type PageLayout, pageLayouts, publicLayouts } from "./page-layout.ts";
import { AppRoot } from "./root.tsx";
import { NotFoundPage, RouteErrorPage } from "./routes/error-page.tsx";

/**
 * The router finds the pages by convention, so it lists none: each page of `webPaths` is the default export of
 * `routes/<its key in kebab case>.page.tsx` (`classPage` → `routes/class-page.page.tsx`), a chunk of its own
 * downloaded on the page's first visit, and its path says its layout (`layoutOf`). A new page adds its path to
 * `web-paths.ts` and that module, nothing here; `router-pages.test.ts` fails on a page without a module or a
 * module without a page.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>("./routes/*.page.tsx");

/** The module of the page named `name` in `webPaths`. */
export function pageModuleFile(name: string): string {
  return `./routes/${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.page.tsx`;
}

/**
 * The texts a route needs beyond the sign-in part, which every page has before its first render: the signed-in
 * pages' for a signed-in one, the other public pages' for a public one other than sign-in (`SIGN_IN_PAGES`).
 */
function textsOf(layout: PageLayout, page?: string): (() => Promise<void>) | undefined {
  if (!publicLayouts.includes(layout)) return loadSignedInTexts;
  return page === undefined || SIGN_IN_PAGES.includes(page) ? undefined : loadPublicTexts;
}

/**
 * A route whose component is downloaded only when the route is visited, with the texts it needs beside it, so
 * it never renders before them. A layout is named by its layout alone; a page by its name in `webPaths` too.
 */
function lazyComponent(
  load: () => Promise<ComponentType>,
  layout: PageLayout,
  page?: string,
): NonIndexRouteObject["lazy"] {
  const texts = textsOf(layout, page);
  return async () => {
    const [Component] = await Promise.all([load(), texts?.()]);
    return { Component };
  };
}

/** The signed-in areas are separate chunks the sign-in page never loads. */
const lazyLayouts: Record<Exclude<PageLayout, "standard">, () => Promise<ComponentType>> = {
  home: () => import("./layouts/home-layout.tsx").then((module) => module.HomeLayout),
  student: () => import("./layouts/student-layout.tsx").then((module) => module.StudentLayout),
  network: () => import("./layouts/network-layout.tsx").then((module) => module.NetworkLayout),
  administration: () =>
    import("./layouts/administration-layout.tsx").then((module) => module.AdministrationLayout),
  backLink: () => import("./layouts/back-link-layout.tsx").then((module) => module.BackLinkLayout),
  plain: () => import("./layouts/plain-layout.tsx").then((module) => module.PlainLayout),
};

/** A signed-in layout gives its pages the cache of loaded calls; a public page that loads calls brings its own. */
function withCallCache(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Layout, { withQueries }] = await Promise.all([load(), import("../lib/query-client.tsx")]);
    return withQueries(Layout);
  };
}

function layoutRoute(layout: PageLayout): NonIndexRouteObject {
  if (layout === "standard") return { Component: StandardLayout };
  const load = publicLayouts.includes(layout) ? lazyLayouts[layout] : withCallCache(lazyLayouts[layout]);
  return { lazy: lazyComponent(load, layout) };
}

/** The pages of `webPaths` a layout wraps (the paths of files the server serves have no module). */
function pagesIn(layout: PageLayout): RouteObject[] {
  return Object.entries(webPaths).flatMap(([name, { pattern }]) => {
    const load = pageModules[pageModuleFile(name)];
    if (!load || layoutOf(pattern) !== layout) return [];
    return [
      { path: pattern, lazy: lazyComponent(() => load().then((module) => module.default), layout, name) },
    ];
  });
}

/** Every page of spec §2, by layout. */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppRoot,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Loading />,
    children: [
      ...pageLayouts.map((layout): RouteObject => ({ ...layoutRoute(layout), children: pagesIn(layout) })),
      { path: "*", Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
