import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A class of the scope's school and year: the student studies in it, the administrator teaches it. */
export const classesIsolationSeed: IsolationSeedContributor = {
  tables: ["class_groups", "group_members"],
  async seed({ db, scope, marker, users }) {
    const student = await db
      .selectFrom("users")
      .select("client_id")
      .where("scope", "=", scope.key)
      .where("id", "=", users.student.id)
      .executeTakeFirstOrThrow();
    const group = await db
      .insertInto("class_groups")
      .values({
        scope: scope.key,
        nome: `Turma ${marker}`,
        tipo: "pro",
        active: 1,
        client_id: student.client_id,
        school_year: new Date().getUTCFullYear(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("group_members")
      .values([
        { scope: scope.key, group_id: group.id, user_id: users.student.id, role: "student" },
        { scope: scope.key, group_id: group.id, user_id: users.admin.id, role: "teacher" },
      ])
      .execute();
    return { values: { group: [group.id], classStudent: [users.student.id] } };
  },
};
