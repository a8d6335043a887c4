import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { PagePanel } from "./page-panel.tsx";

export default function PrivacyPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const policy = tenant.links.politica_de_privacidade;
  return (
    <PagePanel title={t("privacy.title")} className="prose">
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
    </PagePanel>
  );
}
