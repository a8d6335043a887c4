import { z } from "zod/mini";
import { post } from "./call.ts";
import { okBody } from "./errors.ts";
import { id } from "./fields.ts";

export const network = z.object({
  id: z.number().check(z.int()),
  codigo: z.string(),
  nome: z.string(),
  isFavorito: z.boolean(),
});
export type Network = z.infer<typeof network>;

export const managedNetworks = post("session", "/conta/{lang}/logado/buscar/redes-gestor", {
  visitorMay: true,
  response: z.object({ redes: z.array(network) }),
});

export const favouriteNetwork = post("session", "/conta/{lang}/logado/gravar/rede/favorita", {
  body: z.object({ rede_id: id, favorito: z.boolean() }),
  response: okBody,
});
