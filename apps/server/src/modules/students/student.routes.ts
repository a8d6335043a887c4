import { guardianStudents } from "@trilha/contracts/project.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn } from "../../plugins/app/access.ts";
import { listStudentsOfGuardian } from "./student.repository.ts";

export default async function studentRoutes(app: FastifyInstance) {
  registerCall(app, guardianStudents, async ({ request }) => ({
    alunos: await listStudentsOfGuardian(app.db, request.scope, signedIn(request).user.id),
  }));
}
