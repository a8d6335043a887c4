import type { Network } from "@trilha/contracts/networks.calls";
import { platformAdministrationEntry } from "@trilha/contracts/rules/navigation-menu";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { LinkCards } from "../../components/ui/link-cards.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import type { SignedInUser } from "../../lib/session-store.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useGuardianStudents } from "./api/role-home.api.ts";
import { HomeSection } from "./home-section.tsx";

/** A guardian's home: the students in their care, each opening that student's page. */
export function GuardianHome() {
  const { t } = useTranslation();
  const students = useGuardianStudents();
  return (
    <HomeSection id="home-children" title={t("roleHome.children")}>
      <QueryContent query={students} unauthorized="sign-out">
        {(data) => (
          <LinkCards
            items={data.alunos}
            empty={t("roleHome.noChildren")}
            link={(student) => ({ to: webPaths.student.build(student.id), title: student.nome })}
          />
        )}
      </QueryContent>
    </HomeSection>
  );
}

/**
 * A network manager's home: their networks, each with its panel, management and reports one tap away. Shown
 * only to whom manages one (the list the navigation menu loads too).
 */
export function ManagerHome({ networks }: { networks: readonly Network[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-networks" title={t("roleHome.networks")}>
      <ul className="card-list">
        {networks.map((network) => (
          <li key={network.id} className="card">
            <h3 className="card__title">
              <Link to={webPaths.network.build(network.id)}>{network.nome}</Link>
            </h3>
            <ul className="role-home__links" aria-label={network.nome}>
              <li>
                <Link to={webPaths.network.build(network.id)}>{t("network.panel")}</Link>
              </li>
              <li>
                <Link to={webPaths.networkManagement.build(network.id)}>{t("network.management")}</Link>
              </li>
              <li>
                <Link to={webPaths.networkReports.build(network.id)}>{t("network.reports")}</Link>
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** A platform administrator's home: the administration's pages for the platform in use. */
export function AdministratorHome({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  if (platformAdministrationEntry(user, tenant) === "none") return null;
  const links = [
    { to: webPaths.administration.build(), label: t("nav.administration") },
    { to: webPaths.tenantAdministration.build(tenant.slug), label: t("administration.registrations") },
    ...(tenant.principal
      ? [
          { to: webPaths.tenantPlatforms.build(tenant.slug), label: t("administration.platforms") },
          { to: webPaths.tenantReports.build(tenant.slug), label: t("administration.reports") },
        ]
      : []),
    { to: webPaths.issueReports.build(), label: t("issueReports.adminTitle") },
    { to: webPaths.audit.build(), label: t("audit.title") },
  ];
  return (
    <HomeSection id="home-administration" title={t("roleHome.administration", { name: tenant.nome })}>
      <ul className="role-home__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
