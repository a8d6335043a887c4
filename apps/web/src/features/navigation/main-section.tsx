import { favouriteNetworks, platformAdministrationEntry } from "@trilha/contracts/rules/navigation-menu";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link, NavLink } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import type { SignedInUser } from "../../lib/session-store.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useManagedNetworks } from "./api/navigation.api.ts";
import { ChevronIcon } from "./icons.tsx";
import type { PanelSection } from "./panel-state.ts";

interface MainSectionProps {
  user: SignedInUser;
  onShow: (section: PanelSection) => void;
  /** Following a link closes the panel. */
  onNavigate: () => void;
}

function SectionButton({
  section,
  label,
  onShow,
}: {
  section: PanelSection;
  label: string;
  onShow: (section: PanelSection) => void;
}) {
  return (
    <button type="button" className="nav-panel__entry" data-section={section} onClick={() => onShow(section)}>
      <span>{label}</span>
      <ChevronIcon direction="right" />
    </button>
  );
}

/** Spec §2 "Navigation menu": the entries of the main list, and the favourite networks under 'Administrativo'. */
export function MainSection({ user, onShow, onNavigate }: MainSectionProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const networks = useManagedNetworks();
  const favourites = favouriteNetworks(networks.data?.redes ?? []);
  const administration = platformAdministrationEntry(user, tenant);
  return (
    <ul className="nav-panel__entries menu-list">
      {administration === "platforms-panel" ? (
        <li>
          <SectionButton section="administracao" label={t("nav.administration")} onShow={onShow} />
        </li>
      ) : null}
      {administration === "tenant-link" ? (
        <li>
          <Link
            className="nav-panel__entry"
            to={webPaths.tenantAdministration.build(tenant.slug)}
            onClick={onNavigate}
          >
            {t("nav.administration")}
          </Link>
        </li>
      ) : null}
      <li>
        <NavLink className="nav-panel__entry" to={webPaths.signedIn.build()} end onClick={onNavigate}>
          {t("nav.pedagogical")}
        </NavLink>
      </li>
      <li>
        <SectionButton section="redes" label={t("navPanel.administrative")} onShow={onShow} />
        {favourites.length > 0 ? (
          <ul className="nav-panel__favourites" aria-label={t("navPanel.favourites")}>
            {favourites.map((network) => (
              <li key={network.id}>
                <NavLink to={webPaths.network.build(network.id)} end onClick={onNavigate}>
                  {network.nome}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
      </li>
      <li>
        <SectionButton section="responsaveis" label={t("navPanel.students")} onShow={onShow} />
      </li>
    </ul>
  );
}
