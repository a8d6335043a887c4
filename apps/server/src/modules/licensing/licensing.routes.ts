import { serverDate } from "@trilha/contracts/licensing.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { isNewAccount } from "./licensing.service.ts";

export default async function licensingRoutes(app: FastifyInstance) {
  registerCall(app, serverDate, async ({ caller, now }) => {
    return { data: now.toISOString(), resultado: isNewAccount(caller.user.created_at, now) };
  });
}
