import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function ConnectedDevicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("devices.title"));
  return (
    <section className="panel">
      <h1>{t("devices.title")}</h1>
      <EmptyState>{t("devices.notYet")}</EmptyState>
    </section>
  );
}
