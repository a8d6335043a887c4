import { isSignedInPath, webPaths } from "@trilha/contracts/web-paths";

/** The layouts that wrap the pages, in the order the router lists them. */
export const pageLayouts = [
  "home",
  "standard",
  "student",
  "network",
  "administration",
  "backLink",
  "plain",
] as const;

export type PageLayout = (typeof pageLayouts)[number];

/** The layouts of the public pages: what they say is the catalogue's public part, loaded before any render. */
export const publicLayouts: readonly PageLayout[] = ["home", "standard"];

/** The signed-in areas with a layout of their own, by the path they start with. */
const areas: readonly [prefix: string, layout: PageLayout][] = [
  ["/logado/redes", "network"],
  ["/logado/administracao", "administration"],
  ["/logado/responsaveis", "backLink"],
  ["/logado/games-temp", "plain"],
];

/**
 * The layout that wraps the page of a web path pattern: the home its own; a signed-in page (spec §2) its area's,
 * or the student's; any other page (sign-in, password, inactive, privacy) the standard one.
 */
export function layoutOf(pattern: string): PageLayout {
  if (pattern === webPaths.home.pattern) return "home";
  if (!isSignedInPath(pattern)) return "standard";
  const area = areas.find(([prefix]) => pattern === prefix || pattern.startsWith(`${prefix}/`));
  return area ? area[1] : "student";
}
