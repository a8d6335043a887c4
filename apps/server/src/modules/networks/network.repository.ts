import { compiledOnce } from "../../db/compiled-once.ts";
import { setLinkRow } from "../../db/link-rows.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";

/** Every network page and the navigation panel ask for this list: compiled once (see compiledOnce). */
const managedNetworksQuery = compiledOnce((data: ScopedDb, userId: number) =>
  data
    .selectFrom("network_managers as m")
    .innerJoin("networks as n", "n.id", "m.network_id")
    .leftJoin("network_favourites as f", (join) =>
      join.onRef("f.network_id", "=", "n.id").onRef("f.user_id", "=", "m.user_id"),
    )
    .select(["n.id", "n.codigo", "n.nome", "f.user_id as favourite_of"])
    .where("m.user_id", "=", userId),
);

export async function listManagedNetworks(data: ScopedDb, userId: number) {
  return (await managedNetworksQuery(data, userId)).rows;
}

export function findNetworkManagement(data: ScopedDb, userId: number, networkId: number) {
  return data
    .selectFrom("network_managers")
    .select(["scope", "user_id", "network_id"])
    .where("user_id", "=", userId)
    .where("network_id", "=", networkId)
    .executeTakeFirst();
}

export async function setFavourite(data: ScopedDb, userId: number, networkId: number, on: boolean) {
  await setLinkRow(data, "network_favourites", { user_id: userId, network_id: networkId }, on);
}
