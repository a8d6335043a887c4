import { QueryContent } from "../../components/ui/query-content.tsx";
import { useTermsVersions } from "../../features/terms/api/terms.api.ts";
import { TermsPublisher } from "../../features/terms/terms-publisher.tsx";
import { TermsVersions } from "../../features/terms/terms-versions.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import "../../features/notices/notice-editor.css";
import { PagePanel } from "./page-panel.tsx";

/**
 * /logado/administracao/termos: the versions of the terms of use and who of this platform accepted each; the
 * principal tenant's administrators also publish the next one here.
 */
export default function TermsAdminPage() {
  const { t } = useTranslation();
  const query = useTermsVersions();
  return (
    <PagePanel title={t("terms.editor.title")} intro={t("terms.editor.intro")}>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => (
          <>
            {data.pode_publicar ? (
              <TermsPublisher nextVersion={(data.versoes[0]?.versao ?? 0) + 1} />
            ) : (
              <p className="muted">{t("terms.editor.principalOnly")}</p>
            )}
            <TermsVersions data={data} />
          </>
        )}
      </QueryContent>
    </PagePanel>
  );
}
