import type { UseQueryResult } from "@tanstack/react-query";
import { webPaths } from "@trilha/contracts/web-paths";
import { type ReactNode, useDeferredValue, useEffect } from "react";
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
  /**
   * For a screen of thousands of elements (a class's gradebook): its first data renders at a transition's
   * priority, in slices that let a cheap phone respond between them, instead of in one long task.
   */
  sliced?: boolean;
}

function SignOut() {
  useEffect(() => {
    clearSession({ expired: true });
  }, []);
  return null;
}

/** Loading, failure and 401 handling for one call, so each page only renders its data. */
export function QueryContent<T>({ query, unauthorized, children, sliced = false }: QueryContentProps<T>) {
  const { t } = useTranslation();
  // Deferred only until the first data has rendered: a newer copy, or data already cached, shows at once.
  const deferred = useDeferredValue(sliced ? query.data : undefined);
  const data = sliced && deferred === undefined ? undefined : query.data;
  if (query.isError) {
    if (isUnauthorized(query.error)) {
      return unauthorized === "sign-out" ? <SignOut /> : <Navigate to={webPaths.signedIn.build()} replace />;
    }
    return <ErrorAlert>{errorMessage(query.error, () => t("api.generic"))}</ErrorAlert>;
  }
  if (data === undefined) return <Loading />;
  return <>{children(data)}</>;
}
