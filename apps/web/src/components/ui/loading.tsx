import { useTranslation } from "../../lib/i18n.ts";

export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t("common.loading")}
    </p>
  );
}
