import { INEP_PATTERN, type School, WHATSAPP_PATTERN } from "@trilha/contracts/registrations.calls";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, notFound } from "../../http/http-error.ts";
import { networksAfterSave, type RegistrationReach, reachesSchool } from "./registration.policy.ts";
import * as repo from "./registration.repository.ts";
import {
  blankToNull,
  type Context,
  changeAudited,
  createOrChange,
  networksOfList,
  pageOf,
  reachOfCaller,
} from "./registration.service.ts";

async function toSchools(context: Context, rows: repo.SchoolRow[]): Promise<School[]> {
  const networks = await repo.networksOfSchools(
    context.data,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    codigo: row.codigo,
    inep: row.inep,
    whatsapp: row.whatsapp,
    ativa: row.active === 1,
    redes: networks
      .filter((network) => network.client_id === row.id)
      .map(({ id, codigo, nome }) => ({ id, codigo, nome })),
    codigo_entrada: row.join_code,
  }));
}

export async function listSchools(
  context: Context,
  caller: Authenticated,
  input: {
    rede_id?: number | undefined;
    busca?: string | undefined;
    inativas?: boolean | undefined;
    pagina: number;
  },
) {
  const reach = await reachOfCaller(context, caller);
  const page = pageOf(input.pagina);
  const { rows, total } = await repo.listSchools(
    context.data,
    {
      networkIds: await networksOfList(context, reach, input.rede_id),
      active: !input.inativas,
      search: input.busca,
    },
    page,
  );
  return { escolas: await toSchools(context, rows), ...page.answer(total) };
}

/** A school the caller reaches, with its networks; not found otherwise (another network's looks like none). */
export async function reachableSchool(context: Context, reach: RegistrationReach, schoolId: number) {
  const school = await repo.findSchool(context.data, schoolId);
  if (!school) throw notFound();
  const networkIds = (await repo.networksOfSchools(context.data, [schoolId])).map((n) => n.id);
  if (!reachesSchool(reach, networkIds)) throw notFound();
  return { school, networkIds };
}

export async function saveSchool(
  context: Context,
  caller: Authenticated,
  input: {
    escola_id?: number | undefined;
    nome: string;
    codigo?: string | undefined;
    inep?: string | undefined;
    whatsapp?: string | undefined;
    redes: number[];
  },
): Promise<School> {
  const reach = await reachOfCaller(context, caller);
  if (input.inep && !INEP_PATTERN.test(input.inep))
    throw new FieldError(400, "registrations.badInep", "inep");
  if (input.whatsapp && !WHATSAPP_PATTERN.test(input.whatsapp)) {
    throw new FieldError(400, "registrations.badWhatsapp", "whatsapp");
  }
  const current =
    input.escola_id === undefined ? [] : (await reachableSchool(context, reach, input.escola_id)).networkIds;
  const networks = networksAfterSave(reach, current, input.redes);
  if (!networks) throw new FieldError(400, "registrations.schoolNetworks", "redes");
  const known = await repo.networkRefs(context.data, networks);
  if (known.length !== networks.length) throw new FieldError(404, "registrations.networkNotFound", "redes");
  const fields = {
    nome: input.nome,
    codigo: blankToNull(input.codigo),
    inep: blankToNull(input.inep),
    whatsapp: blankToNull(input.whatsapp),
  };
  const id = await createOrChange(context, caller, input.escola_id, {
    insert: (trx) => repo.insertSchool(trx, { ...fields, active: 1 }),
    update: (trx, schoolId) => repo.updateSchool(trx, schoolId, fields),
    also: (trx, schoolId) => repo.setSchoolNetworks(trx, schoolId, networks),
    event: (acao) => ({ type: "registration.school", details: { acao, escola: input.nome } }),
  });
  const saved = await repo.findSchool(context.data, id);
  if (!saved) throw notFound();
  const [school] = await toSchools(context, [saved]);
  return school as School;
}

export async function setSchoolActive(
  context: Context,
  caller: Authenticated,
  schoolId: number,
  active: boolean,
) {
  const reach = await reachOfCaller(context, caller);
  const { school } = await reachableSchool(context, reach, schoolId);
  const details = { acao: active ? "reactivated" : "made_inactive", escola: school.nome } as const;
  await changeAudited(context, caller, { type: "registration.school", details }, (trx) =>
    repo.updateSchool(trx, schoolId, { active: active ? 1 : 0 }),
  );
}

// Networks
