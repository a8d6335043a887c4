import type { Person, PersonKind } from "@trilha/contracts/registrations.calls";
import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { ScopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { temporaryPassword } from "../first-admin/first-admin.service.ts";
import { setTemporaryPassword } from "../password/password.service.ts";
import {
  contactNoticeOutbox,
  maskedContactChange,
  queueContactChangeNotices,
} from "../profile/contact-change.service.ts";
import { deleteUserSessions } from "../sessions/session.service.ts";
import { newUserRow } from "../users/new-user.ts";
import { insertUser, updatePersonFields } from "../users/user.service.ts";
import { reachableClass } from "./class-registration.service.ts";
import { type RegistrationReach, reachesPerson } from "./registration.policy.ts";
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
import { reachableSchool } from "./school-registration.service.ts";

function toPerson(row: repo.PersonRow): Person {
  return {
    id: row.id,
    nome: row.nome,
    usuario: row.usuario,
    email: row.email,
    tipo: row.kind as PersonKind | null,
    escola_id: row.client_id,
    ativo: row.deactivated_at === null,
    funcoes: { compartilhar: row.can_share === 1, publicar: row.can_publish === 1 },
    senha_temporaria: row.must_change_password === 1,
  };
}

export async function listPeople(
  context: Context,
  caller: Authenticated,
  input: {
    rede_id?: number | undefined;
    escola_id?: number | undefined;
    turma_id?: number | undefined;
    tipo?: PersonKind | undefined;
    inativas?: boolean | undefined;
    busca?: string | undefined;
    pagina: number;
  },
) {
  const reach = await reachOfCaller(context, caller);
  if (input.escola_id !== undefined) await reachableSchool(context, reach, input.escola_id);
  if (input.turma_id !== undefined) await reachableClass(context, reach, input.turma_id);
  const page = pageOf(input.pagina);
  const { rows, total } = await repo.listPeople(
    context.data,
    {
      networkIds: await networksOfList(context, reach, input.rede_id),
      schoolId: input.escola_id,
      groupId: input.turma_id,
      kind: input.tipo,
      active: !input.inativas,
      search: input.busca ? normalizeSearch(input.busca) : undefined,
    },
    page,
  );
  return { pessoas: rows.map(toPerson), ...page.answer(total) };
}

/** A search by RA finds it with or without its leading zeros, as the sign-in does. */
function normalizeSearch(search: string): string {
  return /^[0-9]+$/.test(search) ? normalizeLogin(search) : search;
}

/** The people of these ids the caller reaches (registration.policy.ts `reachesPerson`). */
export async function reachedAmong(context: Context, reach: RegistrationReach, userIds: readonly number[]) {
  if (reach.kind === "scope") return new Set(userIds);
  const standings = await repo.standingsOf(context.data, userIds);
  return new Set(
    userIds.filter((id) => {
      const standing = standings.get(id);
      return standing !== undefined && reachesPerson(reach, standing);
    }),
  );
}

/** A person the caller reaches; not found otherwise (another network's looks like none). */
export async function reachablePerson(context: Context, reach: RegistrationReach, userId: number) {
  const person = await repo.findPerson(context.data, userId);
  if (!person || !(await reachedAmong(context, reach, [person.id])).has(person.id)) throw notFound();
  return person;
}

/** A person the caller reaches, never themselves: nobody deactivates, signs out or resets their own account. */
async function anotherReachablePerson(context: Context, caller: Authenticated, userId: number) {
  const person = await reachablePerson(context, await reachOfCaller(context, caller), userId);
  if (person.id === caller.user.id) throw new HttpError(409, "registrations.notYourself");
  return person;
}

/** A changed person's login: leading zeros dropped (the RA rule of the sign-in), no spaces, not taken. */
async function loginFor(context: Context, typed: string, userId: number | undefined): Promise<string> {
  const usuario = normalizeLogin(typed);
  if (/\s/.test(usuario)) throw new FieldError(400, "registrations.loginFormat", "login");
  const taken = await repo.findPersonByLogin(context.data, usuario);
  if (taken && taken.id !== userId) throw new FieldError(409, "registrations.loginTaken", "login");
  return usuario;
}

export async function savePerson(
  // Telling the account of a change of its e-mail or login needs the mail, the tenant's name, the language, a log.
  context: Context & Pick<RequestContext, "providers" | "tenant" | "lang" | "request">,
  caller: Authenticated,
  input: {
    pessoa_id?: number | undefined;
    escola_id: number;
    tipo: PersonKind;
    nome: string;
    login: string;
    email?: string | undefined;
    compartilhar?: boolean | undefined;
    publicar?: boolean | undefined;
    turma_id?: number | undefined;
  },
): Promise<{ pessoa: Person; senha_temporaria?: string; expira_em?: string }> {
  const reach = await reachOfCaller(context, caller);
  await reachableSchool(context, reach, input.escola_id);
  const current =
    input.pessoa_id === undefined ? null : await reachablePerson(context, reach, input.pessoa_id);
  if (current && current.kind !== null && current.kind !== input.tipo) {
    throw new FieldError(409, "registrations.kindFixed", "tipo");
  }
  if (input.email && !isEmailAddress(input.email))
    throw new FieldError(400, "registrations.badEmail", "email");
  const group = input.turma_id === undefined ? null : await reachableClass(context, reach, input.turma_id);
  if (group && group.client_id !== input.escola_id) {
    throw new FieldError(400, "registrations.classOfAnotherSchool", "turma_id");
  }
  if (group && input.tipo !== "student" && input.tipo !== "teacher") {
    throw new FieldError(400, "registrations.notAClassMember", "turma_id");
  }
  const usuario = await loginFor(context, input.login, input.pessoa_id);
  const fields = {
    nome: input.nome,
    usuario,
    email: blankToNull(input.email),
    kind: input.tipo,
    client_id: input.escola_id,
    can_share: input.compartilhar ? 1 : 0,
    can_publish: input.publicar ? 1 : 0,
  };
  let temporary: { password: string; expiresAt: string } | null = null;
  // Someone else changed where the account's reset links go, or its login: the account is told.
  const toldOfChange = current && current.id !== caller.user.id ? current : null;
  const outbox = contactNoticeOutbox(context);
  let notices: number[] = [];
  const id = await createOrChange(context, caller, input.pessoa_id, {
    insert: async (trx) => {
      const created = await temporaryPassword("readable");
      temporary = created;
      return (
        await insertUser(
          trx,
          newUserRow({
            ...fields,
            password_hash: created.hash,
            password_expires_at: created.expiresAt,
            must_change_password: 1,
          }),
        )
      ).id;
    },
    update: (trx, userId) => updatePersonFields(trx, userId, fields),
    also: async (trx, userId) => {
      if (group) {
        const role = input.tipo === "teacher" ? "teacher" : "student";
        await repo.setMember(trx, { groupId: group.id, userId, role }, true);
      }
      if (toldOfChange) notices = await queueContactChangeNotices(outbox, trx, context, toldOfChange, fields);
    },
    event: (acao, userId) => ({
      type: "registration.person",
      details: {
        acao,
        ...(group ? { turma: group.nome } : {}),
        ...(current ? maskedContactChange(current, fields) : {}),
      },
      subject: userId,
    }),
  });
  for (const notice of notices) outbox.sendSoon(notice);
  const saved = await repo.findPerson(context.data, id);
  if (!saved) throw notFound();
  const issued = temporary as { password: string; expiresAt: string } | null;
  return issued
    ? { pessoa: toPerson(saved), senha_temporaria: issued.password, expira_em: issued.expiresAt }
    : { pessoa: toPerson(saved) };
}

/** Deactivated people cannot sign in, and their sessions end now; everything they did stays. */
export async function setPersonActive(
  context: Context,
  caller: Authenticated,
  userId: number,
  active: boolean,
) {
  const person = await anotherReachablePerson(context, caller, userId);
  const details = { acao: active ? "reactivated" : "made_inactive" } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, async (trx) => {
    await updatePersonFields(trx, person.id, {
      deactivated_at: active ? null : context.now.toISOString(),
    });
    if (!active) await deleteUserSessions(trx, person.id, null);
  });
}

export async function endPersonSessions(context: Context, caller: Authenticated, userId: number) {
  const person = await anotherReachablePerson(context, caller, userId);
  const details = { acao: "sessions_ended" } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, (trx) => deleteUserSessions(trx, person.id, null));
}

/** A one-time password in place of the person's own, as create-admin issues one; their sessions end. */
export async function resetPersonPassword(context: Context, caller: Authenticated, userId: number) {
  const person = await anotherReachablePerson(context, caller, userId);
  const temporary = await temporaryPassword("readable");
  const details = { acao: "password_reset" } as const;
  const event = { type: "registration.person", details, subject: person.id } as const;
  await changeAudited(context, caller, event, (trx) => replacePassword(trx, person.id, temporary));
  return { senha_temporaria: temporary.password, expira_em: temporary.expiresAt };
}

/** Puts a one-time password in place of a person's own and ends their sessions, in the caller's transaction. */
export async function replacePassword(
  trx: ScopedDb,
  userId: number,
  temporary: { hash: string; expiresAt: string },
) {
  await setTemporaryPassword(trx, userId, temporary);
  await deleteUserSessions(trx, userId, null);
}
