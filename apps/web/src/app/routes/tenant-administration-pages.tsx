import type { TenantSummary } from "@trilha/contracts/tenant";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { GradingPeriodsEditor } from "../../features/grading-periods/grading-periods-editor.tsx";
import { PlatformAdmins } from "../../features/platform-admins/platform-admins.tsx";
import { Registrations } from "../../features/registrations/registrations.tsx";
import { useTenantList } from "../../features/tenants/api/tenants.api.ts";
import { PlatformTable } from "../../features/tenants/platform-table.tsx";
import { TenantEditor } from "../../features/tenants/tenant-editor.tsx";
import { findTenant } from "../../features/tenants/tenant-lookup.ts";
import { VisitUserPanel } from "../../features/visiting/visit-user-panel.tsx";
import { isSameScope } from "../../features/visiting/visiting-scope.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { PagePanel, SuffixedHeading } from "./page-panel.tsx";

type Section = "registrations" | "platforms" | "reports";

const SECTION_KEYS = {
  registrations: "administration.registrations",
  platforms: "administration.platforms",
  reports: "administration.reports",
} as const;

/** /logado/administracao/:tenant and its sub-pages; the platform is found by slug or database_share. */
interface TenantAdministrationProps {
  section: Section;
  /** The page, for the platform in the path, with every platform the person administers. */
  children: (target: TenantSummary, tenants: readonly TenantSummary[]) => ReactNode;
}

function TenantAdministration({ section, children }: TenantAdministrationProps) {
  const { t } = useTranslation();
  const { tenant: key } = useParams();
  const query = useTenantList();
  const tenant = query.data ? findTenant(query.data.tenants, key) : undefined;
  const sectionName = t(SECTION_KEYS[section]);
  const platformName = tenant?.nome ?? key ?? "";
  return (
    <PagePanel
      title={`${sectionName} · ${platformName}`}
      heading={<SuffixedHeading name={sectionName} suffix={platformName} />}
    >
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => (tenant ? children(tenant, data.tenants) : <p>{t("tenants.platformNotFound")}</p>)}
      </QueryContent>
    </PagePanel>
  );
}

export function TenantAdministrationPage() {
  const { t } = useTranslation();
  const current = useTenant();
  return (
    <TenantAdministration section="registrations">
      {(target) => (
        <>
          <TenantEditor tenantId={target.id} />
          <h2 className="tenant-administration__registrations">{t("administration.registrations")}</h2>
          {isSameScope(current, target) ? (
            <>
              <Registrations />
              {/* The periods saved are the session's platform's: offered on its own page only. */}
              <GradingPeriodsEditor />
              <VisitUserPanel />
            </>
          ) : (
            <p className="muted">{t("visiting.otherScope")}</p>
          )}
        </>
      )}
    </TenantAdministration>
  );
}

/**
 * Spec §2 "/plataformas (administrators)", on the main tenant only: the platforms, and the administrators of the
 * platform in the path.
 */
export function TenantPlatformsPage() {
  return (
    <TenantAdministration section="platforms">
      {(target, tenants) => (
        <>
          <PlatformTable tenants={tenants} />
          <PlatformAdmins tenant={target} />
        </>
      )}
    </TenantAdministration>
  );
}

export function TenantReportsPage() {
  const { t } = useTranslation();
  return (
    <TenantAdministration section="reports">
      {() => <EmptyState>{t("administration.reportsEmpty")}</EmptyState>}
    </TenantAdministration>
  );
}
