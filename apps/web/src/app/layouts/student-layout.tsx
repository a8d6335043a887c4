import { awaitsSchool, canManage } from "@trilha/contracts/rules/session-roles";
import { webPaths } from "@trilha/contracts/web-paths";
import { useShowsPathsEntry } from "../../features/learning-paths/use-learning-paths.ts";
import { useSession } from "../../lib/use-session.ts";
import { AreaLayout } from "./area-layout.tsx";

/** Spec §2 "logged student with top menu". */
export function StudentLayout() {
  const session = useSession();
  const showsPaths = useShowsPathsEntry();
  const user = session.status === "signed-in" ? session.user : null;
  // An account that waits for a school has no learning pages yet: its home asks for the code.
  const learning = !(user && awaitsSchool(user));
  return (
    <AreaLayout
      className="layout--student"
      label="layout.mainNavigation"
      items={[
        learning ? { to: webPaths.classes.build(), label: "nav.classes" } : null,
        user && canManage(user) ? { to: webPaths.manage.build(), label: "nav.manage" } : null,
        learning && showsPaths ? { to: webPaths.paths.build(), label: "nav.paths" } : null,
        { to: webPaths.account.build(), label: "nav.account" },
        // Spec §6: visiting users have no logout; their banner comes in a later issue.
        user && !user.visitante ? { to: webPaths.logout.build(), label: "nav.logout" } : null,
      ]}
    />
  );
}
