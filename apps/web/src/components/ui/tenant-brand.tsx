import { responsiveImage } from "@trilha/contracts/rules/data-saving";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { useDataSaving } from "../../lib/data-saving.ts";
import { useTenant } from "../../lib/tenant-context.tsx";

/** The header's logo box is 8 rem wide at most (layouts.css `.brand__logo`). */
const LOGO_CSS_WIDTH = 128;

/** The tenant's logo and name, linking home; the logo at the size it is shown (see UserAvatar). */
export function TenantBrand() {
  const tenant = useTenant();
  const saving = useDataSaving();
  return (
    <Link className="brand" to={webPaths.home.build()}>
      {tenant.logo ? (
        <img
          className="brand__logo"
          {...responsiveImage(tenant.logo, LOGO_CSS_WIDTH, saving)}
          alt={tenant.nome}
        />
      ) : null}
      {/* With a logo, its alt text already names the tenant; the visible name is not read twice. */}
      <span className="brand__name" aria-hidden={tenant.logo ? true : undefined}>
        {tenant.nome}
      </span>
    </Link>
  );
}
