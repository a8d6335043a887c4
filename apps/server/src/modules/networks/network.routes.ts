import { favouriteNetwork, managedNetworks } from "@trilha/contracts/networks.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { managedNetworksOf, setFavouriteNetwork } from "./network.service.ts";

export default async function networkRoutes(app: FastifyInstance) {
  registerCall(app, managedNetworks, async (context) => ({
    redes: await managedNetworksOf(context, context.caller),
  }));

  registerCall(app, favouriteNetwork, async (context) => {
    await setFavouriteNetwork(context, context.caller, context.body.rede_id, context.body.favorito);
    return { status: "sucesso" as const };
  });
}
