import { GROUP_TYPES } from "@trilha/contracts/classes.calls";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { listActiveGroupsOfUser } from "./class.repository.ts";

/** The active classes the caller is a member of; a row of a type the contract does not know is left out. */
export async function activeGroupsOf(
  context: Pick<RequestContext, "db" | "scope">,
  caller: Authenticated,
): Promise<{ id: number; nome: string; tipo: (typeof GROUP_TYPES)[number] }[]> {
  const rows = await listActiveGroupsOfUser(context.db, context.scope, caller.user.id);
  return rows.flatMap((row) =>
    isGroupType(row.tipo) ? [{ id: row.id, nome: row.nome, tipo: row.tipo }] : [],
  );
}

function isGroupType(value: string): value is (typeof GROUP_TYPES)[number] {
  return (GROUP_TYPES as readonly string[]).includes(value);
}
