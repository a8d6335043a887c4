import { isStudentInAnyPath } from "@trilha/contracts/learning-paths.calls";
import { useLearningPaths } from "./api/learning-paths.api.ts";

/** Spec §2: the Trilhas entry shows only for a student in at least one path; unknown until loaded. */
export function useShowsPathsEntry(): boolean {
  const { data } = useLearningPaths();
  return data ? isStudentInAnyPath(data.trilhas) : false;
}
