import { favouriteNetwork, managedNetworks } from "@trilha/contracts/account.calls";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/http-error.ts";
import { registerCall } from "../../http/register-call.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { managesNetwork } from "./network.policy.ts";
import { findNetworkManagement, listManagedNetworks, setFavourite } from "./network.repository.ts";

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

export default async function networkRoutes(app: FastifyInstance) {
  registerCall(app, managedNetworks, async ({ db, scope, caller }) => {
    const rows = await listManagedNetworks(db, scope, caller.user.id);
    // Sorted here, not in SQL, so both databases order accented names the same way.
    const redes = rows
      .map((row) => ({
        id: row.id,
        codigo: row.codigo,
        nome: row.nome,
        isFavorito: row.favourite_of !== null,
      }))
      .sort((a, b) => byName.compare(a.nome, b.nome) || a.id - b.id);
    return { redes };
  });

  // Favourites are the person's own choice: a visiting administrator looks and changes none.
  registerCall(app, favouriteNetwork, async ({ body, db, scope, caller }) => {
    requireOwner(caller);
    const userId = caller.user.id;
    const management = await findNetworkManagement(db, scope, userId, body.rede_id);
    if (!managesNetwork(scope, userId, body.rede_id, management)) throw notFound();
    await db.transaction().execute((trx) => setFavourite(trx, scope, userId, body.rede_id, body.favorito));
    return { status: "sucesso" as const };
  });
}
