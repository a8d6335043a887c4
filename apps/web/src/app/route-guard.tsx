import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Loading } from "../components/ui/loading.tsx";
import { useSessionRevalidation } from "../features/login/session-revalidation.ts";
import { useTenant } from "../lib/tenant-context.tsx";
import { useSession } from "../lib/use-session.ts";
import { guardDecision } from "./guard-decision.ts";

/** Applies `guardDecision` to every navigation and keeps the stored session confirmed with the server. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const tenant = useTenant();
  const location = useLocation();
  const revalidationFailed = useSessionRevalidation();
  const decision = guardDecision({ session, tenant, pathname: location.pathname, search: location.search });

  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "wait") {
    // The server could not confirm the token for another reason than 401 (offline, 5xx) and there is no cached
    // user to show: nothing honest can render, so the error page says so.
    if (revalidationFailed) throw revalidationFailed.failure;
    return (
      <main className="page-loading">
        <Loading />
      </main>
    );
  }
  return <>{children}</>;
}
