import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function PrivacyPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const policy = tenant.links.politica_de_privacidade;
  useDocumentTitle(t("privacy.title"));
  return (
    <section className="panel prose">
      <h1>{t("privacy.title")}</h1>
      {policy ? (
        <p>
          <a href={policy} rel="noopener noreferrer">
            {t("privacy.tenantPolicy", { tenant: tenant.nome })}
          </a>
        </p>
      ) : (
        <>
          <p>{t("privacy.defaultData")}</p>
          <p>{t("privacy.defaultStorage")}</p>
          <p>{t("privacy.defaultContact")}</p>
        </>
      )}
    </section>
  );
}
