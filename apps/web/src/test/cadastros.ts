import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import type { ClassGroupRow, School } from "@trilha/contracts/registrations.calls";
import * as registrationsCalls from "@trilha/contracts/registrations.calls";
import { tenantList } from "@trilha/contracts/tenants.calls";
import type { SignedInUser } from "../lib/session-store.ts";
import { ok, type stubApi } from "./api-stub.ts";
import { makeTenantSummary } from "./fixtures.ts";
import { signIn } from "./session.ts";

export const norte = { id: 7, codigo: "rede-norte", nome: "Rede Norte" };

/**
 * What Cadastros reads when it opens, for `user`: the platform, Rede Norte as the network they manage, and one
 * page of `school` and of its class `sixA`, without people.
 */
export function cadastrosReplies(
  user: SignedInUser,
  { school, sixA }: { school: School; sixA: ClassGroupRow },
): Parameters<typeof stubApi>[0] {
  const page = { total: 1, pagina: 1, limite: 25 };
  return [
    signIn(user),
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [tenantList, ok(tenantList, { tenants: [makeTenantSummary()] })],
    [managedNetworks, ok(managedNetworks, { redes: [{ ...norte, isFavorito: false }] })],
    [registrationsCalls.schoolList, ok(registrationsCalls.schoolList, { escolas: [school], ...page })],
    [
      registrationsCalls.classList,
      ok(registrationsCalls.classList, {
        turmas: [sixA],
        ...page,
        anos_com_turmas: [new Date().getFullYear()],
      }),
    ],
    [
      registrationsCalls.personList,
      ok(registrationsCalls.personList, { pessoas: [], total: 0, pagina: 1, limite: 25 }),
    ],
  ];
}
