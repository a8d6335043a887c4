import { compiledOnce } from "../../db/compiled-once.ts";
import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/** Every network page and the navigation panel ask for this list: compiled once (see compiledOnce). */
const managedNetworksQuery = compiledOnce((db: Db, scopeKey: string, userId: number) =>
  db
    .selectFrom("network_managers as m")
    .innerJoin("networks as n", (join) =>
      join.onRef("n.id", "=", "m.network_id").onRef("n.scope", "=", "m.scope"),
    )
    .leftJoin("network_favourites as f", (join) =>
      join
        .onRef("f.network_id", "=", "n.id")
        .onRef("f.scope", "=", "n.scope")
        .onRef("f.user_id", "=", "m.user_id"),
    )
    .select(["n.id", "n.codigo", "n.nome", "f.user_id as favourite_of"])
    .where("m.scope", "=", scopeKey)
    .where("m.user_id", "=", userId),
);

export async function listManagedNetworks(db: Db, scope: TenantScope, userId: number) {
  return (await managedNetworksQuery(db, scope.key, userId)).rows;
}

export function findNetworkManagement(db: Db, scope: TenantScope, userId: number, networkId: number) {
  return db
    .selectFrom("network_managers")
    .select(["scope", "user_id", "network_id"])
    .where("scope", "=", scope.key)
    .where("user_id", "=", userId)
    .where("network_id", "=", networkId)
    .executeTakeFirst();
}

export async function setFavourite(
  db: Db,
  scope: TenantScope,
  userId: number,
  networkId: number,
  on: boolean,
) {
  await db
    .deleteFrom("network_favourites")
    .where("scope", "=", scope.key)
    .where("user_id", "=", userId)
    .where("network_id", "=", networkId)
    .execute();
  if (on) {
    await db
      .insertInto("network_favourites")
      .values({ scope: scope.key, user_id: userId, network_id: networkId })
      .execute();
  }
}
