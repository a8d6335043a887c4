import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { startSession } from "../sessions/session.service.ts";
import { hashToken, newSecretToken } from "../sessions/session-token.ts";
import { isKnownBrowser, moveKnownBrowser, upsertKnownBrowser } from "./known-browser.repository.ts";

/**
 * The OWASP "device cookie": a browser where a user signed in gets a random token in an HttpOnly cookie, and
 * its right password is then never held back by the throttles a stranger can trip for that login.
 */
export const KNOWN_BROWSER_COOKIE = "trilha_navegador";
/** Counted from the browser's last sign-in into the user. */
export const KNOWN_BROWSER_TTL_DAYS = 90;
/** Only the sign-in calls read it; nothing else needs to carry it. */
const COOKIE_PATH = "/conta/";
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** The request's side of the cookie, and a way to set it on the answer. */
export interface BrowserCookie {
  token: string | undefined;
  set(token: string): void;
}

/** What a login request shows of its browser: the cookie, and the 2FA saved-device token of its body. */
export interface BrowserProof {
  cookieToken?: string | undefined;
  trustedDeviceToken?: string | undefined;
}

export function readBrowserCookie(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== KNOWN_BROWSER_COOKIE) continue;
    const token = value.join("=");
    return TOKEN_PATTERN.test(token) ? token : undefined;
  }
  return undefined;
}

export function browserCookieHeader(token: string, secure: boolean): string {
  const maxAge = KNOWN_BROWSER_TTL_DAYS * 86_400;
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Strict"];
  if (secure) attributes.push("Secure");
  return [`${KNOWN_BROWSER_COOKIE}=${token}`, ...attributes].join("; ");
}

/** `secure` follows PUBLIC_URL_SCHEME: whether people reach the platform over https, whatever a proxy says. */
export function browserCookieOf(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): BrowserCookie {
  return {
    token: readBrowserCookie(request.headers.cookie),
    set: (token) => {
      reply.header("set-cookie", browserCookieHeader(token, secure));
    },
  };
}

/**
 * The request context of a sign-in call with its known-browser cookie at hand: a session started with it marks
 * the browser as known. Secure wherever people use https.
 */
export function withBrowserCookie<T extends Pick<RequestContext, "request" | "reply" | "config">>(
  context: T,
): T & { browser: BrowserCookie } {
  const secure = context.config.publicUrl.scheme === "https";
  return { ...context, browser: browserCookieOf(context.request, context.reply, secure) };
}

/**
 * Signs the user in on this browser, once whatever proves who they are has passed: a session of the configured
 * length, and the browser (when its cookie is at hand) marked known for the user. Returns the session's token.
 */
export async function startBrowserSession(
  context: Pick<RequestContext, "data" | "scope" | "origin"> & {
    config: Pick<Config, "sessionTtlDays">;
    browser?: BrowserCookie | undefined;
  },
  userId: number,
): Promise<string> {
  const { data } = context;
  const token = await startSession(data, userId, context.origin.userAgent, context.config.sessionTtlDays);
  if (context.browser) await rememberBrowser(data, userId, context.browser);
  return token;
}

/**
 * Records that this browser signed into the user, under a fresh token: the rows of the browser's earlier
 * token (other users who signed in there) move to it, so a copy of an older cookie proves nothing.
 */
export async function rememberBrowser(
  data: ScopedDb,
  userId: number,
  cookie: BrowserCookie,
  now = new Date(),
): Promise<void> {
  const token = newSecretToken();
  const tokenHash = hashToken(token);
  if (cookie.token) await moveKnownBrowser(data, { oldHash: hashToken(cookie.token), newHash: tokenHash });
  await upsertKnownBrowser(data, {
    tokenHash,
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + KNOWN_BROWSER_TTL_DAYS * 86_400_000).toISOString(),
  });
  cookie.set(token);
}

/** Whether the browser holding this token has signed into this user, and not too long ago. */
export { isKnownBrowser };
