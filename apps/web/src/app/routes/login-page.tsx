import { decodeContinuePath } from "@trilha/contracts/rules/continue-path";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { LoginForm } from "../../features/auth/login-form.tsx";
import { clearSession, getSession } from "../../lib/session-store.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /login and /login/continue/:target (spec §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { target } = useParams();
  useDocumentTitle(t("login.title"));
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
  return (
    <section className="panel panel--narrow">
      <h1>{t("login.title")}</h1>
      <LoginForm
        initialAlert={expiredMessage}
        onSignedIn={() => navigate(decodeContinuePath(target), { replace: true })}
      />
    </section>
  );
}
