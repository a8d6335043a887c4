import type { ExpressionBuilder } from "kysely";

/** Whom a message is for: the people of these schools and these people; everyone when both lists are empty. */
export interface UserTargets {
  clientIds: readonly number[];
  userIds: readonly number[];
}

export function targetsEveryone({ clientIds, userIds }: UserTargets): boolean {
  return clientIds.length === 0 && userIds.length === 0;
}

/** The rows of `users` (under the name `users` goes by in the query) the targets name; not for everyone. */
export function isTargeted(
  // biome-ignore lint/suspicious/noExplicitAny: the users table under any alias
  eb: ExpressionBuilder<any, any>,
  users: string,
  { clientIds, userIds }: UserTargets,
) {
  return eb.or([
    ...(clientIds.length > 0 ? [eb(eb.ref(`${users}.client_id`), "in", clientIds)] : []),
    ...(userIds.length > 0 ? [eb(eb.ref(`${users}.id`), "in", userIds)] : []),
  ]);
}
