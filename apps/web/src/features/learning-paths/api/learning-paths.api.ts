import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

export const useLearningPaths = callQuery(learningPaths);
