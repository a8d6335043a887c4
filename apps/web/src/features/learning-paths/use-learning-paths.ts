import { isStudentInAnyPath, learningPaths } from "@trilha/contracts/learning-paths.calls";
import { useApiQuery } from "../../lib/use-api-query.ts";

export function useLearningPaths() {
  return useApiQuery(learningPaths);
}

/** Spec §2: the Trilhas entry shows only for a student in at least one path; unknown until loaded. */
export function useShowsPathsEntry(): boolean {
  const { data } = useLearningPaths();
  return data ? isStudentInAnyPath(data.trilhas) : false;
}
