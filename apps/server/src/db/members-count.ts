import type { ExpressionBuilder } from "kysely";

/**
 * How many people a class has in a role, as a subquery of a select: `groupId` names the column that holds the
 * class's id in the outer query.
 */
export function membersCount(
  // biome-ignore lint/suspicious/noExplicitAny: a select from any tables, the class's id under any alias
  eb: ExpressionBuilder<any, any>,
  groupId: string,
  role: "student" | "teacher",
) {
  return eb
    .selectFrom("group_members as counted")
    .select((inner) => inner.fn.countAll<number>().as("n"))
    .whereRef("counted.group_id", "=", groupId)
    .where("counted.role", "=", role);
}
