import { activeGroups, GROUP_TYPES } from "@trilha/contracts/account.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { listActiveGroupsOfUser } from "./group.repository.ts";

export default async function groupRoutes(app: FastifyInstance) {
  registerCall(app, activeGroups, async ({ db, scope, caller }) => {
    const rows = await listActiveGroupsOfUser(db, scope, caller.user.id);
    const grupos = rows.flatMap((row) =>
      isGroupType(row.tipo) ? [{ id: row.id, nome: row.nome, tipo: row.tipo }] : [],
    );
    return { grupos };
  });
}

function isGroupType(value: string): value is (typeof GROUP_TYPES)[number] {
  return (GROUP_TYPES as readonly string[]).includes(value);
}
