import { webPaths } from "@trilha/contracts/web-paths";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { LayoutShell } from "../layouts/layout-shell.tsx";

/** Spec §2 "Error page": 404 names the missing address; anything else asks to come back later. */
export function ErrorScreen({ status }: { status: number }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const title = notFound ? t("errorPage.notFound") : t("errorPage.unknown");
  useDocumentTitle(title);
  return (
    <LayoutShell className="layout--error">
      <section className="panel panel--narrow error-page">
        <h1>{title}</h1>
        {notFound ? (
          <>
            <p>{t("errorPage.brokenLink")}</p>
            <p>
              {t("errorPage.address")} <code className="error-page__address">{window.location.href}</code>
            </p>
          </>
        ) : (
          <p>{t("errorPage.tryLater")}</p>
        )}
        <p>
          <Link className="button button--primary" to={webPaths.home.build()}>
            {t("common.goHome")}
          </Link>
        </p>
      </section>
    </LayoutShell>
  );
}

export function NotFoundPage() {
  return <ErrorScreen status={404} />;
}

/** The router's error element: a thrown 404 response keeps its status, anything else is unknown. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
