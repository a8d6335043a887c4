import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** An announcement for everyone, far from its deadline. */
export const announcementsIsolationSeed: IsolationSeedContributor = {
  tables: ["announcements"],
  async seed({ db, scope, marker }) {
    const announcement = {
      scope: scope.key,
      chave: `${marker}-anuncio`,
      tipo: "video",
      titulo: `Anúncio ${marker}`,
      texto: `Texto ${marker}`,
      midia_url: null,
      legenda_url: null,
      link_url: `https://${marker}.example.test/`,
      link_texto: marker,
      prazo: "2999-12-31T23:59:59-03:00",
      publico: "all",
      created_at: new Date().toISOString(),
    };
    await db.insertInto("announcements").values(announcement).execute();
    return { values: { announcement: [announcement.chave] } };
  },
};
