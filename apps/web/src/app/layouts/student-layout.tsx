import { canManage } from "@trilha/contracts/session-user";
import { webPaths } from "@trilha/contracts/web-paths";
import { Outlet } from "react-router";
import { useShowsPathsEntry } from "../../features/learning-paths/use-learning-paths.ts";
import { useSession } from "../../lib/use-session.ts";
import { AreaNav } from "./area-nav.tsx";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "logged student with top menu". */
export function StudentLayout() {
  const session = useSession();
  const showsPaths = useShowsPathsEntry();
  const user = session.status === "signed-in" ? session.user : null;
  return (
    <LayoutShell
      className="layout--student"
      nav={
        <AreaNav
          label="layout.mainNavigation"
          items={[
            { to: webPaths.signedIn.build(), label: "nav.pedagogical", end: true },
            { to: webPaths.classes.build(), label: "nav.classes" },
            user && canManage(user) ? { to: webPaths.manage.build(), label: "nav.manage" } : null,
            showsPaths ? { to: webPaths.paths.build(), label: "nav.paths" } : null,
            { to: webPaths.account.build(), label: "nav.account" },
            // Spec §6: visiting users have no logout; their banner comes in a later issue.
            user && !user.visitante ? { to: webPaths.logout.build(), label: "nav.logout" } : null,
          ]}
        />
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
