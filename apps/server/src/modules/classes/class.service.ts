import { GROUP_TYPES, type TaughtGroup } from "@trilha/contracts/classes.calls";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import {
  findMembership,
  listActiveGroupsOfUser,
  listActiveMemberships,
  listStudentsOfGroup,
  listTaughtGroups,
  teachesAnyGroup,
} from "./class.repository.ts";

/** The active classes the caller is a member of; a row of a type the contract does not know is left out. */
export async function activeGroupsOf(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
): Promise<{ id: number; nome: string; tipo: (typeof GROUP_TYPES)[number] }[]> {
  const rows = await listActiveGroupsOfUser(context.data, caller.user.id);
  return rows.flatMap((row) =>
    isGroupType(row.tipo) ? [{ id: row.id, nome: row.nome, tipo: row.tipo }] : [],
  );
}

function isGroupType(value: string): value is (typeof GROUP_TYPES)[number] {
  return (GROUP_TYPES as readonly string[]).includes(value);
}

type Reader = Pick<RequestContext, "data" | "scope">;

/** The user's membership of an active class (with the class's name and type), or undefined. */
export function membershipOf(context: Reader, userId: number, groupId: number) {
  return findMembership(context.data, userId, groupId);
}

/** Every membership of the user in an active class (for `teachesGroup` and `studiesInGroup`). */
export function membershipsOf(context: Reader, userId: number) {
  return listActiveMemberships(context.data, userId);
}

/** The active classes the caller teaches. */
export async function taughtGroupsOf(context: Reader, caller: Authenticated): Promise<TaughtGroup[]> {
  const rows = await listTaughtGroups(context.data, caller.user.id);
  return rows.flatMap((row) =>
    isGroupType(row.tipo)
      ? [
          {
            id: row.id,
            nome: row.nome,
            tipo: row.tipo,
            ano_letivo: row.school_year,
            escola: row.school,
            alunos: Number(row.students ?? 0),
            codigo_entrada: row.join_code,
          },
        ]
      : [],
  );
}

/** The students of a class, by name. */
export function studentsOf(context: Reader, groupId: number) {
  return listStudentsOfGroup(context.data, groupId);
}

/** The class's students who are not deactivated, by name. */
export function activeStudentsOf(context: Reader, groupId: number) {
  return listStudentsOfGroup(context.data, groupId, true);
}

/** Whether the user teaches any active class. */
export function teachesAny(context: Reader, userId: number) {
  return teachesAnyGroup(context.data, userId);
}
