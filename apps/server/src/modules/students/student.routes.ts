import { guardianStudents } from "@trilha/contracts/students.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { studentsOfGuardian } from "./student.service.ts";

export default async function studentRoutes(app: FastifyInstance) {
  registerCall(app, guardianStudents, async (context) => ({
    alunos: await studentsOfGuardian(context, context.caller),
  }));
}
