import type { ManagedNetwork } from "@trilha/contracts/registrations.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, forbidden, notFound } from "../../http/http-error.ts";
import { mayManageNetworks } from "./registration.policy.ts";
import * as repo from "./registration.repository.ts";
import {
  type Context,
  changeAudited,
  createOrChange,
  pageOf,
  reachOfCaller,
} from "./registration.service.ts";

async function networkAdmin(context: Context, caller: Authenticated) {
  const reach = await reachOfCaller(context, caller);
  if (!mayManageNetworks(reach)) throw forbidden();
}

export async function listNetworks(
  context: Context,
  caller: Authenticated,
  input: { busca?: string | undefined; pagina: number },
): Promise<{ redes: ManagedNetwork[]; total: number; pagina: number; limite: number }> {
  await networkAdmin(context, caller);
  const page = pageOf(input.pagina);
  const { rows, total } = await repo.listNetworks(context.data, input.busca, page);
  const managers = await repo.networkManagersOf(
    context.data,
    rows.map((row) => row.id),
  );
  return {
    redes: rows.map((row) => ({
      id: row.id,
      codigo: row.codigo,
      nome: row.nome,
      escolas: Number(row.escolas ?? 0),
      gestores: managers
        .filter((manager) => manager.network_id === row.id)
        .map(({ id, nome, usuario }) => ({ id, nome, usuario })),
    })),
    ...page.answer(total),
  };
}

export async function saveNetwork(
  context: Context,
  caller: Authenticated,
  input: { rede_id?: number | undefined; codigo: string; nome: string },
) {
  await networkAdmin(context, caller);
  if (input.rede_id !== undefined && !(await repo.findNetwork(context.data, input.rede_id))) {
    throw notFound();
  }
  const sameCode = await repo.findNetworkByCode(context.data, input.codigo);
  if (sameCode && sameCode.id !== input.rede_id)
    throw new FieldError(409, "registrations.networkCodeTaken", "codigo");
  const network = { codigo: input.codigo, nome: input.nome };
  const id = await createOrChange(context, caller, input.rede_id, {
    insert: (trx) => repo.insertNetwork(trx, network),
    update: (trx, networkId) => repo.updateNetwork(trx, networkId, network),
    event: (acao) => ({ type: "registration.network", details: { acao, rede: input.nome } }),
  });
  return { id, ...network };
}

export async function setNetworkManager(
  context: Context,
  caller: Authenticated,
  input: { rede_id: number; usuario: string; gestor: boolean },
) {
  await networkAdmin(context, caller);
  const network = await repo.findNetwork(context.data, input.rede_id);
  if (!network) throw notFound();
  const person = await repo.findPersonByLogin(context.data, normalizeLogin(input.usuario));
  if (!person) throw new FieldError(404, "registrations.personNotFound", "usuario");
  const acao = input.gestor ? "manager_added" : "manager_removed";
  const details = { acao, rede: network.nome, usuario: person.usuario } as const;
  await changeAudited(context, caller, { type: "registration.network", details, subject: person.id }, (trx) =>
    repo.setNetworkManager(trx, input.rede_id, person.id, input.gestor),
  );
}

// Classes
