import { serverDate } from "@trilha/contracts/licensing.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn } from "../../plugins/app/access.ts";
import { isNewAccount } from "./licensing.service.ts";

export default async function licensingRoutes(app: FastifyInstance) {
  registerCall(app, serverDate, async ({ request }) => {
    const now = new Date();
    return { data: now.toISOString(), resultado: isNewAccount(signedIn(request).user.created_at, now) };
  });
}
