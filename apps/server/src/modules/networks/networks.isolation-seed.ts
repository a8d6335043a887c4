import { favouriteNetwork } from "@trilha/contracts/networks.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A network of the scope's school, which the student and the administrator manage, and the student's favourite. */
export const networksIsolationSeed: IsolationSeedContributor = {
  tables: ["networks", "network_managers", "network_favourites", "client_networks"],
  needs: ["client"],
  async seed({ db, scope, marker, users, ok, tokens, values }) {
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
    await db
      .insertInto("client_networks")
      .values(
        (values.client ?? []).map((client) => ({
          scope: scope.key,
          client_id: Number(client),
          network_id: network.id,
        })),
      )
      .execute();
    await ok(favouriteNetwork, { rede_id: network.id, favorito: true }, tokens.student);
    return { values: { network: [network.id] } };
  },
};
