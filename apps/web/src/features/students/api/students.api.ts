import { guardianStudents } from "@trilha/contracts/students.calls";
import { callQuery } from "../../../lib/call-hooks.ts";

export const useGuardianStudents = callQuery(guardianStudents);
