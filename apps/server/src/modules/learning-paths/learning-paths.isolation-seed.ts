import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A path the student follows in the class the groups contributor made. */
export const learningPathsIsolationSeed: IsolationSeedContributor = {
  needs: ["group"],
  tables: ["learning_paths", "path_members"],
  async seed({ db, scope, marker, users, values }) {
    const path = await db
      .insertInto("learning_paths")
      .values({
        scope: scope.key,
        nome: `Trilha ${marker}`,
        total_habilidades: 5,
        tags: JSON.stringify([marker]),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("path_members")
      .values({
        scope: scope.key,
        path_id: path.id,
        group_id: Number(values.group?.[0]),
        user_id: users.student.id,
        usuario_tipo: "aluno",
        habilidades_realizadas: 2,
      })
      .execute();
    return { values: { learningPath: [path.id] } };
  },
};
