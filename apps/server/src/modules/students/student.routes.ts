import { guardianStudents } from "@trilha/contracts/project.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { listStudentsOfGuardian } from "./student.repository.ts";

export default async function studentRoutes(app: FastifyInstance) {
  registerCall(app, guardianStudents, async ({ db, scope, caller }) => ({
    alunos: await listStudentsOfGuardian(db, scope, caller.user.id),
  }));
}
