import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A class of the student and the administrator. */
export const classesIsolationSeed: IsolationSeedContributor = {
  tables: ["class_groups", "group_members"],
  async seed({ db, scope, marker, users }) {
    const group = await db
      .insertInto("class_groups")
      .values({ scope: scope.key, nome: `Turma ${marker}`, tipo: "pro", active: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const member of [users.student, users.admin]) {
      const row = { scope: scope.key, group_id: group.id, user_id: member.id };
      await db.insertInto("group_members").values(row).execute();
    }
    return { values: { group: [group.id] } };
  },
};
