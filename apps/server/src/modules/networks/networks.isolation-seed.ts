import { favouriteNetwork } from "@trilha/contracts/networks.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A network the student and the administrator manage, and the student's favourite. */
export const networksIsolationSeed: IsolationSeedContributor = {
  tables: ["networks", "network_managers", "network_favourites"],
  async seed({ db, scope, marker, users, ok, tokens }) {
    const network = await db
      .insertInto("networks")
      .values({ scope: scope.key, codigo: `${marker}-rede`, nome: `Rede ${marker}` })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("network_managers")
      .values(
        [users.student, users.admin].map((user) => ({
          scope: scope.key,
          network_id: network.id,
          user_id: user.id,
        })),
      )
      .execute();
    await ok(favouriteNetwork, { rede_id: network.id, favorito: true }, tokens.student);
    return { values: { network: [network.id] } };
  },
};
