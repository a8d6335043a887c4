/**
 * The sign-in page's first paint: what it, the home that leads to it and every page's chrome say before anything
 * is opened. The "sign-in" part of a language's catalogue, loaded before the first render of any page.
 */
export const SIGN_IN_NAMESPACES: readonly string[] = [
  "alerts",
  "api",
  "common",
  "cookieNotice",
  "errorPage",
  "floating",
  "home",
  "layout",
  "login",
  "progress",
  "textInput",
];

/**
 * The rest of what a visitor meets before signing in: the other public pages (password, privacy, inactive) and
 * what opens from the chrome or the sign-in page (dialogs, the captcha, the social buttons, the second factor).
 * The "public" part, loaded beside such a page's code or such a part's (`lazyPart`); the "signed-in" part,
 * every other namespace, comes with the first signed-in page. `app/public-texts.test.ts` holds the lists to
 * what the code names.
 */
export const PUBLIC_NAMESPACES: readonly string[] = [
  "accessibility",
  "accountMenu",
  "administration",
  "announcements",
  "captcha",
  "commands",
  "forgotPassword",
  "inactive",
  "issueReports",
  "languages",
  "languagesDialog",
  "logout",
  "nav",
  "navPanel",
  "networks",
  "notices",
  "password",
  "passwordFlow",
  "privacy",
  "signLanguage",
  "socialLogin",
  "terms",
  "toasts",
  "twoFactor",
  "visiting",
];

/** The pages (names in `webPaths`) whose texts are the sign-in part's alone. */
export const SIGN_IN_PAGES: readonly string[] = ["home", "login", "loginContinue"];

export const CATALOGUE_PARTS = ["sign-in", "public", "signed-in"] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The part of the catalogue a namespace belongs to. */
export function partOf(namespace: string): CataloguePart {
  if (SIGN_IN_NAMESPACES.includes(namespace)) return "sign-in";
  return PUBLIC_NAMESPACES.includes(namespace) ? "public" : "signed-in";
}
