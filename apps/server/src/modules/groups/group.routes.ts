import { activeGroups, GROUP_TYPES } from "@trilha/contracts/account.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn } from "../../plugins/app/access.ts";
import { listActiveGroupsOfUser } from "./group.repository.ts";

export default async function groupRoutes(app: FastifyInstance) {
  registerCall(app, activeGroups, async ({ request }) => {
    const rows = await listActiveGroupsOfUser(app.db, request.scope, signedIn(request).user.id);
    const grupos = rows.flatMap((row) =>
      isGroupType(row.tipo) ? [{ id: row.id, nome: row.nome, tipo: row.tipo }] : [],
    );
    return { grupos };
  });
}

function isGroupType(value: string): value is (typeof GROUP_TYPES)[number] {
  return (GROUP_TYPES as readonly string[]).includes(value);
}
