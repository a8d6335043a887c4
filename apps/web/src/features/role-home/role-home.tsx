import { platformAdministrationEntry } from "@trilha/contracts/rules/navigation-menu";
import { isGuardian } from "@trilha/contracts/rules/session-roles";
import type { ReactNode } from "react";
import type { SignedInUser } from "../../lib/session-store.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useManagedNetworks } from "./api/role-home.api.ts";
import { AdministratorHome, GuardianHome, ManagerHome } from "./other-homes.tsx";
import { TeacherHome } from "./teacher-home.tsx";
import "./role-home.css";

/**
 * The signed-in home: each role's work first, one section per role the person has — a student's contents ('A
 * fazer'), a teacher's grading and classes, a guardian's children, a manager's networks, an administrator's
 * platform. Someone with none of them (a staff member with no class yet) sees the contents list, as a student.
 */
export function RoleHome({ user, contents }: { user: SignedInUser; contents: ReactNode }) {
  const tenant = useTenant();
  const networks = useManagedNetworks().data?.redes ?? [];
  const student = user.tipo === "student";
  const guardian = isGuardian(user);
  const teacher = user.tipo === "teacher";
  const administrator = platformAdministrationEntry(user, tenant) !== "none";
  // Staff and administrators may teach too: their teaching section shows once they have a class.
  const mayTeach = !student && !guardian;
  const anyRole = student || guardian || teacher || administrator || networks.length > 0;
  return (
    <div className="role-home">
      {student || !anyRole ? contents : null}
      {mayTeach ? <TeacherHome onlyWithClasses={!teacher} /> : null}
      {guardian ? <GuardianHome /> : null}
      {networks.length > 0 ? <ManagerHome networks={networks} /> : null}
      {administrator ? <AdministratorHome user={user} /> : null}
    </div>
  );
}
