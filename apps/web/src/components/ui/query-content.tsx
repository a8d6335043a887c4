import type { UseQueryResult } from "@tanstack/react-query";
import { webPaths } from "@trilha/contracts/web-paths";
import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { clearSession } from "../../lib/session-store.ts";
import { ErrorAlert } from "./alert.tsx";
import { Loading } from "./loading.tsx";

/**
 * What a 401 means for this call. "sign-out": the session is gone, forget it (the guards then send to sign-in).
 * "signed-in-home": spec §8, for the platform, student and network lists: go to /logado.
 */
export type UnauthorizedPolicy = "sign-out" | "signed-in-home";

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  unauthorized: UnauthorizedPolicy;
  children: (data: T) => ReactNode;
}

function SignOut() {
  useEffect(() => {
    clearSession({ expired: true });
  }, []);
  return null;
}

/** Loading, failure and 401 handling for one call, so each page only renders its data. */
export function QueryContent<T>({ query, unauthorized, children }: QueryContentProps<T>) {
  const { t } = useTranslation();
  if (query.isError) {
    if (isUnauthorized(query.error)) {
      return unauthorized === "sign-out" ? <SignOut /> : <Navigate to={webPaths.signedIn.build()} replace />;
    }
    return <ErrorAlert>{errorMessage(query.error, () => t("api.generic"))}</ErrorAlert>;
  }
  if (query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}
