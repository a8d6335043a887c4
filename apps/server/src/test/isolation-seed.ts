import { auditList } from "@trilha/contracts/audit.calls";
import { callPath } from "@trilha/contracts/call";
import { captchaChallenge } from "@trilha/contracts/captcha.calls";
import { issueReport } from "@trilha/contracts/issue-reports.calls";
import { loginStandard } from "@trilha/contracts/login.calls";
import { favouriteNetwork } from "@trilha/contracts/networks.calls";
import { passwordConfirm, passwordForgot } from "@trilha/contracts/password.calls";
import { profilePhotoUpload } from "@trilha/contracts/profile.calls";
import { termsAccept } from "@trilha/contracts/terms.calls";
import {
  twoFactorAuthenticatorStart,
  twoFactorSendCode,
  twoFactorValidateCode,
} from "@trilha/contracts/two-factor.calls";
import { visitStart } from "@trilha/contracts/visiting.calls";
import sharp from "sharp";
import { expect } from "vitest";
import type { TenantRow, UserRow } from "../db/schema.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import { hashToken } from "../modules/sessions/session-token.ts";
import { insertConfirmation, insertNonce } from "../modules/social-login/social-login.repository.ts";
import { createUser, TEST_PASSWORD } from "./factories.ts";
import type { EntityKind } from "./isolation-fields.ts";
import type { TestServer } from "./test-server.ts";
import { lastCode, pendingLogin } from "./two-factor.ts";

type Tenant = TenantRow & { scope: TenantScope };

export interface ScopeData {
  tenant: Tenant;
  scope: TenantScope;
  host: string;
  /** Part of every name, login, text and host of this scope: found in an answer, it is this scope's data. */
  marker: string;
  users: Record<"student" | "admin" | "child" | "guardian" | "secure" | "forgetful", UserRow>;
  /** This scope's values of every entity kind, as a request would carry them. */
  values: Record<EntityKind, readonly (string | number)[]>;
  /** Strings that identify this scope's data: the marker, handles, tokens, cursors. */
  secrets: string[];
  /** The screenshot of this scope's problem report, as stored. */
  screenshot: Buffer;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * Fills one scope with real data of every kind the platform keeps: rows written by the API as the scope's own
 * users would (sign-ins, a failed one, 2FA with a trusted device, an authenticator enrolment, a reset request,
 * a report with a screenshot, a photo, a favourite, a visit, accepted terms, audit events, rate-limit and
 * captcha rows), and by factories where the platform has no call that writes them (networks, classes, paths,
 * guardians, notices, announcements, social identities, clients).
 */
export async function seedScope(server: TestServer, tenant: Tenant, marker: string): Promise<ScopeData> {
  const { db } = server;
  const scope = tenant.scope;
  const host = tenant.dominio;
  const ua = { "user-agent": `Mozilla/5.0 (X11; Linux x86_64) ${marker}/1.0` };
  const call = (contract: { method: string; path: `/${string}` }, body?: unknown, token?: string) =>
    server.request(contract.method, callPath(contract, "pt-br"), {
      host,
      ...(body === undefined ? {} : { body }),
      ...(token ? { token } : {}),
      headers: ua,
    });
  const ok = async (response: Promise<{ status: number; text: string; json: unknown }>) => {
    const answer = await response;
    expect(answer.status, `seeding ${marker}: ${answer.text}`).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: seed answers are read loosely
    return answer.json as any;
  };

  const client = await db
    .insertInto("clients")
    .values({ scope: scope.key, nome: `Colégio ${marker}`, whatsapp: "11999990000" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const user = (role: string, options: Parameters<typeof createUser>[2] = {}) =>
    createUser(db, scope, { usuario: `${marker}-${role}`, nome: `Pessoa ${role} ${marker}`, ...options });
  const users = {
    student: await user("aluno", { email: `${marker}-aluno@example.test` }),
    admin: await user("admin", { platformAdmin: true }),
    child: await user("filho"),
    guardian: await user("responsavel"),
    secure: await user("seguro", { twoFactorEmail: `${marker}-seguro@example.test` }),
    forgetful: await user("esquecido", { email: `${marker}-esquecido@example.test` }),
  };
  await db
    .updateTable("users")
    .set({ client_id: client.id })
    .where("scope", "=", scope.key)
    .where("id", "=", users.student.id)
    .execute();

  const network = await db
    .insertInto("networks")
    .values({ scope: scope.key, codigo: `${marker}-rede`, nome: `Rede ${marker}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto("class_groups")
    .values({ scope: scope.key, nome: `Turma ${marker}`, tipo: "pro", active: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const path = await db
    .insertInto("learning_paths")
    .values({ scope: scope.key, nome: `Trilha ${marker}`, total_habilidades: 5, tags: json([marker]) })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const member of [users.student, users.admin]) {
    await db
      .insertInto("network_managers")
      .values({ scope: scope.key, network_id: network.id, user_id: member.id })
      .execute();
    await db
      .insertInto("group_members")
      .values({ scope: scope.key, group_id: group.id, user_id: member.id })
      .execute();
  }
  await db
    .insertInto("path_members")
    .values({
      scope: scope.key,
      path_id: path.id,
      group_id: group.id,
      user_id: users.student.id,
      usuario_tipo: "aluno",
      habilidades_realizadas: 2,
    })
    .execute();
  await db
    .insertInto("guardians")
    .values([
      { scope: scope.key, guardian_id: users.guardian.id, student_id: users.child.id },
      { scope: scope.key, guardian_id: users.student.id, student_id: users.child.id },
    ])
    .execute();
  const now = new Date().toISOString();
  const noticeId = `${marker}-aviso`;
  await db
    .insertInto("notices")
    .values({
      scope: scope.key,
      id: noticeId,
      status: "1",
      tipo: "novidade",
      mensagem: `Aviso da ${marker}`,
      link_url: `https://${marker}.example.test/aviso`,
      link_texto: marker,
      rotas: null,
      data_inicio: null,
      data_termino: null,
      clientes: null,
      usuarios: json([users.student.id]),
      created_at: now,
    })
    .execute();
  const announcementKey = `${marker}-anuncio`;
  await db
    .insertInto("announcements")
    .values({
      scope: scope.key,
      chave: announcementKey,
      tipo: "video",
      titulo: `Anúncio ${marker}`,
      texto: `Texto ${marker}`,
      midia_url: null,
      legenda_url: null,
      link_url: `https://${marker}.example.test/`,
      link_texto: marker,
      prazo: "2999-12-31T23:59:59-03:00",
      publico: "all",
      created_at: now,
    })
    .execute();
  await db
    .insertInto("social_identities")
    .values({
      scope: scope.key,
      user_id: users.student.id,
      provider: "google",
      subject: `${marker}-google-subject`,
      email: `${marker}-aluno@example.test`,
      created_at: now,
    })
    .execute();

  // Through the API, as this scope's people.
  const signIn = async (usuario: string) =>
    (await ok(call(loginStandard, { usuario, senha: TEST_PASSWORD }))).usuario.token as string;
  const studentToken = await signIn(users.student.usuario);
  const secondStudentToken = await signIn(users.student.usuario);
  const adminToken = await signIn(users.admin.usuario);
  const failed = await call(loginStandard, { usuario: users.student.usuario, senha: `errada-${marker}` });
  expect(failed.status).toBeGreaterThanOrEqual(400);
  await ok(call(captchaChallenge));
  // Social sign-in (and so its nonce call) is the principal tenant's only: this scope's nonce is a row.
  await insertNonce(db, scope, {
    hash: hashToken(`${marker}-nonce`),
    now,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });
  // A social sign-in waiting for its 'Prosseguir' (principal tenant only, like the nonce): a row as well.
  await insertConfirmation(db, scope, {
    hash: hashToken(`${marker}-social-confirmation`),
    action: "link",
    userId: users.student.id,
    provider: "google",
    subject: `${marker}-google-pending`,
    email: `${marker}-aluno@example.test`,
    emailVerified: true,
    name: `Pessoa ${marker}`,
    now,
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
  });

  const pending = await pendingLogin(server, host, users.secure.usuario);
  await ok(
    call(twoFactorSendCode, { fator: "email", destino: "", id: pending.id, desafio: pending.desafio }),
  );
  const code = await lastCode(server, `${marker}-seguro@example.test`);
  await ok(
    call(twoFactorValidateCode, {
      codigo: code,
      id: pending.id,
      desafio: pending.desafio,
      fator: "email",
      salvar_dispositivo: true,
    }),
  );
  await ok(call(twoFactorAuthenticatorStart, undefined, studentToken));
  await ok(call(passwordForgot, { usuario: users.forgetful.usuario }));
  // A wrong current password is the one password event the API still records.
  const wrongCurrent = await call(passwordConfirm, { senha_atual: `errada-${marker}` }, studentToken);
  expect(wrongCurrent.status).toBe(400);

  const terms = await db
    .selectFrom("terms_versions")
    .select((eb) => eb.fn.max("versao").as("versao"))
    .executeTakeFirst();
  const termsVersion = Number(terms?.versao ?? 0);
  expect(termsVersion, "terms of use published by the migrations").toBeGreaterThan(0);
  await ok(call(termsAccept, { versao: termsVersion }, studentToken));

  const category = await db
    .selectFrom("issue_categories")
    .select("id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  // Each scope's screenshot differs (size and colour), so its bytes in an answer name the scope.
  const side = 40 + (marker.charCodeAt(0) % 20);
  const screenshot = await sharp({
    create: {
      width: side,
      height: side + 1,
      channels: 3,
      background: `#${marker.slice(-6).padStart(6, "0")}`,
    },
  })
    .png()
    .toBuffer();
  await ok(
    call(
      issueReport,
      {
        rota: `/logado/${marker}`,
        print: `data:image/png;base64,${screenshot.toString("base64")}`,
        descricao: `Relato ${marker}`,
        categoria: category.id,
        pro_codigo: marker,
      },
      studentToken,
    ),
  );
  // Photo names are content hashes: a colour of this scope's own keeps its name from matching another scope's.
  const photoColour = `#${[...marker.slice(-6)].reverse().join("")}`;
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: photoColour } })
    .png()
    .toBuffer();
  await ok(
    call(profilePhotoUpload, { imagem: `data:image/png;base64,${photo.toString("base64")}` }, studentToken),
  );
  await ok(call(favouriteNetwork, { rede_id: network.id, favorito: true }, studentToken));
  const visit = await ok(call(visitStart, { usuario_id: users.child.id }, adminToken));
  const visitToken = visit.usuario.token as string;
  const auditPage = await ok(call(auditList, { limite: 1 }, adminToken));
  const cursor = auditPage.proximo as string;
  expect(cursor, "a second page of the audit log").toBeTruthy();

  const sessions = await db
    .selectFrom("sessions")
    .select(["handle", "user_id"])
    .where("scope", "=", scope.key)
    .execute();
  const trusted = await db
    .selectFrom("two_factor_trusted_devices")
    .select("handle")
    .where("scope", "=", scope.key)
    .execute();
  const reports = await db.selectFrom("issue_reports").select("id").where("scope", "=", scope.key).execute();
  const events = await db.selectFrom("audit_events").select("id").where("scope", "=", scope.key).execute();

  const studentHandles = sessions.filter((row) => row.user_id === users.student.id).map((row) => row.handle);
  const values: ScopeData["values"] = {
    user: [users.child.id, users.student.id, users.guardian.id, users.admin.id],
    login: [users.student.usuario, users.child.usuario],
    userName: [users.child.nome],
    network: [network.id],
    group: [group.id],
    learningPath: [path.id],
    device: studentHandles,
    sessionToken: [studentToken, secondStudentToken, adminToken, visitToken],
    trustedDevice: trusted.map((row) => row.handle),
    issueReport: reports.map((row) => row.id),
    auditEvent: events.map((row) => row.id),
    auditCursor: [cursor],
    notice: [noticeId],
    announcement: [announcementKey],
    issueCategory: [category.id],
    termsVersion: [termsVersion],
  };
  const secrets = [
    marker,
    ...sessions.map((row) => row.handle),
    ...values.trustedDevice.map(String),
    ...values.sessionToken.map(String),
    cursor,
  ];
  return { tenant, scope, host, marker, users, values, secrets, screenshot };
}
