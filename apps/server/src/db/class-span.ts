import type { ExpressionBuilder } from "kysely";

/** A span of time, [from, to), as ISO-8601 UTC strings: the gradebook's period. */
export interface Span {
  from: string;
  to: string;
}

/**
 * The assignments of a class due in `span`, as a condition on the `assignments` table under the name it goes by
 * in the query: the gradebook's columns, their extra time and their deliveries are read by it alike.
 */
export function ofClassDueIn(
  // biome-ignore lint/suspicious/noExplicitAny: the assignments table under any alias
  eb: ExpressionBuilder<any, any>,
  assignments: string,
  groupId: number,
  span: Span,
) {
  return eb.and([
    eb(eb.ref(`${assignments}.group_id`), "=", groupId),
    eb(eb.ref(`${assignments}.due_at`), ">=", span.from),
    eb(eb.ref(`${assignments}.due_at`), "<", span.to),
  ]);
}
