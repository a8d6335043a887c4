import { useQueryClient } from "@tanstack/react-query";
import type { LoginResponse } from "@trilha/contracts/account.calls";
import { decodeContinuePath } from "@trilha/contracts/rules/continue-path";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { LoginForm } from "../../features/auth/login-form.tsx";
import { markSessionFresh } from "../../features/auth/session-revalidation.ts";
import { SocialLogin } from "../../features/social-login/social-login.tsx";
import {
  clearSession,
  getSession,
  isSignedInUser,
  type SignedInUser,
  setSession,
} from "../../lib/session-store.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/**
 * /login and /login/continue/:target (spec §2). Every way of signing in ends in `handleLoggedIn`: a user still
 * owing a second factor goes through that step first; then the session is stored and the target opens.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { target } = useParams();
  const tenant = useTenant();
  useDocumentTitle(t("login.title"));
  const [pendingSecondFactor, setPendingSecondFactor] = useState(false);
  // Why the last session ended, if the server ended it: said once, then forgotten.
  const [expiredMessage] = useState(() => {
    const session = getSession();
    return session.status === "signed-out" && session.expired
      ? (session.message ?? t("api.sessionExpired"))
      : null;
  });
  useEffect(() => {
    if (expiredMessage !== null) clearSession();
  }, [expiredMessage]);

  function finish(user: SignedInUser) {
    markSessionFresh(queryClient, user);
    setSession(user);
    navigate(decodeContinuePath(target), { replace: true });
  }

  function handleLoggedIn(response: LoginResponse) {
    const user = response.usuario;
    if (isSignedInUser(user)) {
      finish(user);
      return;
    }
    setPendingSecondFactor(true);
  }

  return (
    <section className="panel panel--narrow">
      <h1>{t("login.title")}</h1>
      {pendingSecondFactor ? (
        <div className="alert alert--error" role="alert">
          {t("login.twoFactorRequired")}
        </div>
      ) : null}
      <LoginForm initialAlert={expiredMessage} onLoggedIn={handleLoggedIn} />
      {/* Spec §2/§6: the social buttons, after an 'OU' divider, on the principal tenant only. */}
      {tenant.principal ? <SocialLogin onLoggedIn={handleLoggedIn} /> : null}
    </section>
  );
}
