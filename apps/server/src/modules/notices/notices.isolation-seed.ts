import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A notice for the student. */
export const noticesIsolationSeed: IsolationSeedContributor = {
  tables: ["notices"],
  async seed({ db, scope, marker, users }) {
    const id = `${marker}-aviso`;
    await db
      .insertInto("notices")
      .values({
        scope: scope.key,
        id,
        status: "1",
        tipo: "novidade",
        mensagem: `Aviso da ${marker}`,
        link_url: `https://${marker}.example.test/aviso`,
        link_texto: marker,
        rotas: null,
        data_inicio: null,
        data_termino: null,
        clientes: null,
        usuarios: JSON.stringify([users.student.id]),
        created_at: new Date().toISOString(),
      })
      .execute();
    return { values: { notice: [id] } };
  },
};
