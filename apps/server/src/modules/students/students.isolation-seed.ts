import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The child's guardian, and the student as a second guardian. */
export const studentsIsolationSeed: IsolationSeedContributor = {
  tables: ["guardians"],
  async seed({ db, scope, users }) {
    await db
      .insertInto("guardians")
      .values([
        { scope: scope.key, guardian_id: users.guardian.id, student_id: users.child.id },
        { scope: scope.key, guardian_id: users.student.id, student_id: users.child.id },
      ])
      .execute();
    return undefined;
  },
};
