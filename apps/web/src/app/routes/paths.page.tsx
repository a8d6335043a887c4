import { useLearningPaths } from "../../features/learning-paths/api/learning-paths.api.ts";
import { PathList } from "../../features/learning-paths/path-list.tsx";
import { listPage } from "./list-page.tsx";

const PathsPage = listPage("nav.paths", useLearningPaths, "sign-out", (data) => (
  <PathList paths={data.trilhas} />
));

export default PathsPage;
