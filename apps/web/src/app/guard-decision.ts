import { canManage, isPlatformAdmin } from "@trilha/contracts/rules/session-roles";
import type { SessionUser } from "@trilha/contracts/session-user";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import { isSignedInPath, webPaths } from "@trilha/contracts/web-paths";
import { matchPath } from "react-router";
import type { SessionState } from "../lib/session-store.ts";

export type GuardDecision =
  | { kind: "render" }
  /** A stored token still waits for the server's confirmation before a signed-in page can render. */
  | { kind: "wait" }
  | { kind: "redirect"; to: string };

export interface GuardInput {
  session: SessionState;
  tenant: Pick<TenantPublicConfig, "status" | "principal">;
  pathname: string;
  search?: string;
}

const RENDER: GuardDecision = { kind: "render" };
const redirect = (to: string): GuardDecision => ({ kind: "redirect", to });

const INACTIVE_PAGES: readonly string[] = [webPaths.inactive.pattern, webPaths.siteInactive.pattern];
const ADMINISTRATION = webPaths.administration.pattern;

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function requiresSession(pathname: string): boolean {
  return isSignedInPath(pathname) || pathname === webPaths.logout.pattern;
}

function isAdministration(pathname: string): boolean {
  return pathname === ADMINISTRATION || pathname.startsWith(`${ADMINISTRATION}/`);
}

/** The manage area and its pages (spec §6: funcoes.compartilhar or funcoes.publicar). */
function isManage(pathname: string): boolean {
  return pathname === webPaths.manage.pattern || pathname.startsWith(`${webPaths.manage.pattern}/`);
}

/** The {tenant} segment of the administration pages only the principal tenant has, if this is one. */
function principalOnlyTenant(pathname: string): string | null {
  const match =
    matchPath(webPaths.tenantPlatforms.pattern, pathname) ??
    matchPath(webPaths.tenantReports.pattern, pathname);
  return match?.params.tenant ?? null;
}

function roleDecision(user: SessionUser, tenant: GuardInput["tenant"], pathname: string): GuardDecision {
  if (isAdministration(pathname)) {
    if (!isPlatformAdmin(user)) return redirect(webPaths.signedIn.build());
    const tenantParam = principalOnlyTenant(pathname);
    if (tenantParam !== null && !tenant.principal) {
      return redirect(webPaths.tenantAdministration.build(tenantParam));
    }
  }
  if (isManage(pathname) && !canManage(user)) return redirect(webPaths.signedIn.build());
  return RENDER;
}

/**
 * Where a navigation may go, decided from the session, the tenant and the path alone (spec §2, §4, §6, §8).
 * The server checks every call again; this only keeps people off pages they cannot use.
 */
export function guardDecision({
  session,
  tenant,
  pathname: rawPathname,
  search = "",
}: GuardInput): GuardDecision {
  const pathname = trimTrailingSlash(rawPathname);
  if (tenant.status === 0) {
    return INACTIVE_PAGES.includes(pathname) ? RENDER : redirect(webPaths.inactive.build());
  }
  if (!requiresSession(pathname)) return RENDER;
  if (session.status === "signed-out") {
    return redirect(
      isSignedInPath(pathname)
        ? webPaths.loginContinue.build(`${rawPathname}${search}`)
        : webPaths.login.build(),
    );
  }
  if (session.status === "unverified") return { kind: "wait" };
  return roleDecision(session.user, tenant, pathname);
}
