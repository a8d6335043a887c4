/**
 * The namespaces of what a visitor meets before signing in: the public pages (sign-in, password, privacy,
 * inactive, errors) and the chrome every page carries. They come first, as the "public" part of a language's
 * catalogue; the "signed-in" part, every other namespace, comes with the first signed-in page. The public
 * pages use no other namespace and each of these is used by them (`app/public-texts.test.ts`).
 */
export const PUBLIC_NAMESPACES: readonly string[] = [
  "accessibility",
  "accountMenu",
  "administration",
  "alerts",
  "announcements",
  "api",
  "captcha",
  "commands",
  "common",
  "cookieNotice",
  "errorPage",
  "floating",
  "forgotPassword",
  "home",
  "inactive",
  "issueReports",
  "languages",
  "languagesDialog",
  "layout",
  "login",
  "logout",
  "nav",
  "navPanel",
  "networks",
  "notices",
  "password",
  "passwordFlow",
  "privacy",
  "progress",
  "signLanguage",
  "socialLogin",
  "terms",
  "textInput",
  "toasts",
  "twoFactor",
  "visiting",
];

export const CATALOGUE_PARTS = ["public", "signed-in"] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];
