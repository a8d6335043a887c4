import { useActiveGroups } from "../../features/classes/api/classes.api.ts";
import { ClassList } from "../../features/classes/class-list.tsx";
import { listPage } from "./list-page.tsx";

const ClassesPage = listPage("nav.classes", useActiveGroups, "sign-out", (data) => (
  <ClassList groups={data.grupos} />
));

export default ClassesPage;
