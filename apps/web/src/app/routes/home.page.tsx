import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSession } from "../../lib/use-session.ts";

export default function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSession();
  useDocumentTitle(null);
  const target = session.status === "signed-out" ? webPaths.login.build() : webPaths.signedIn.build();
  return (
    <section className="hero">
      <h1>{tenant.nome}</h1>
      <p className="hero__description">{tenant.descricao}</p>
      <Link className="button button--primary" to={target}>
        {t("home.access")}
      </Link>
    </section>
  );
}
