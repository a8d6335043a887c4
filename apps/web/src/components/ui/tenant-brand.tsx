import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { useTenant } from "../../lib/tenant-context.tsx";

/** The tenant's logo and name, linking home. */
export function TenantBrand() {
  const tenant = useTenant();
  return (
    <Link className="brand" to={webPaths.home.build()}>
      {tenant.logo ? <img className="brand__logo" src={tenant.logo} alt={tenant.nome} /> : null}
      {/* With a logo, its alt text already names the tenant; the visible name is not read twice. */}
      <span className="brand__name" aria-hidden={tenant.logo ? true : undefined}>
        {tenant.nome}
      </span>
    </Link>
  );
}
