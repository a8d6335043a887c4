import type { Network } from "@trilha/contracts/networks.calls";
import { inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { managesNetwork } from "./network.policy.ts";
import { findNetworkManagement, listManagedNetworks, setFavourite } from "./network.repository.ts";

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Spec §7 redes-gestor: the networks the caller manages, sorted by name, each with its favourite flag. */
export async function managedNetworksOf(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
): Promise<Network[]> {
  const rows = await listManagedNetworks(context.data, caller.user.id);
  // Sorted here, not in SQL, so both databases order accented names the same way.
  return rows
    .map((row) => ({ id: row.id, codigo: row.codigo, nome: row.nome, isFavorito: row.favourite_of !== null }))
    .sort((a, b) => byName.compare(a.nome, b.nome) || a.id - b.id);
}

/**
 * Marks or unmarks a network the caller manages as a favourite. Favourites are the person's own choice: a
 * visiting administrator looks and changes none; another scope's network, or one not managed, is not found.
 */
export async function setFavouriteNetwork(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
  networkId: number,
  favourite: boolean,
): Promise<void> {
  requireOwner(caller);
  const { data, scope } = context;
  const userId = caller.user.id;
  const management = await findNetworkManagement(data, userId, networkId);
  if (!managesNetwork(scope, userId, networkId, management)) throw notFound();
  await inTransaction(data, (trx) => setFavourite(trx, userId, networkId, favourite));
}
