import { favouriteNetwork, managedNetworks } from "@trilha/contracts/account.calls";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../http/http-error.ts";
import { registerCall } from "../../http/register-call.ts";
import { signedIn, signedInAsOwner } from "../../plugins/app/access.ts";
import { managesNetwork } from "./network.policy.ts";
import { findNetworkManagement, listManagedNetworks, setFavourite } from "./network.repository.ts";

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

export default async function networkRoutes(app: FastifyInstance) {
  registerCall(app, managedNetworks, async ({ request }) => {
    const rows = await listManagedNetworks(app.db, request.scope, signedIn(request).user.id);
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
  registerCall(app, favouriteNetwork, async ({ body, request }) => {
    const userId = signedInAsOwner(request).user.id;
    const management = await findNetworkManagement(app.db, request.scope, userId, body.rede_id);
    if (!managesNetwork(request.scope, userId, body.rede_id, management)) throw notFound();
    await app.db
      .transaction()
      .execute((trx) => setFavourite(trx, request.scope, userId, body.rede_id, body.favorito));
    return { status: "sucesso" as const };
  });
}
