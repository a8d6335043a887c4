import { callPath } from "@trilha/contracts/call";
import { defaultGradingPeriods } from "@trilha/contracts/rules/grading-periods";
import { visitStart } from "@trilha/contracts/visiting.calls";
import sharp from "sharp";
import { expect } from "vitest";
import { scopedDb } from "../db/scoped-db.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { Authenticated } from "../http/caller.ts";
import { findLiveSessionByTokenHash } from "../modules/sessions/session.repository.ts";
import { startSession } from "../modules/sessions/session.service.ts";
import { hashToken, newDeviceHandle, newSecretToken } from "../modules/sessions/session-token.ts";
import { totpCodeAt } from "../modules/two-factor/totp.ts";
import { openTotpSecret } from "../modules/two-factor/totp-secret.ts";
import { findTotp, insertTrustedDevice } from "../modules/two-factor/two-factor.repository.ts";
import { createUpload, finishUpload, receiveChunk } from "../modules/uploads/upload.service.ts";
import { isolationPdf, isolationPng } from "../modules/uploads/uploads.isolation-seed.ts";
import { TEST_PASSWORD } from "./factories.ts";
import type { CallField, EntityKind } from "./isolation-fields.ts";
import type { ScopeData } from "./isolation-seed.ts";
import type { TestServer } from "./test-server.ts";

/** Who acts in the matrix: people of scope A, and the principal tenant's administrator. */
export type Actor = "student" | "admin" | "visitor" | "principal-admin";

export interface ActorSession {
  token: string;
  handle: string;
  userId: number;
  scope: TenantScope;
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64)";

/**
 * Sessions and values for the actors of scope A: a fresh session per request (a call may end the one it came
 * with), A's own ids made fresh where a call uses them up (device handles, trusted devices), and plain values
 * that let each call succeed where it can (the current password, an image, a valid authenticator code).
 */
export async function isolationActors(
  server: TestServer,
  a: ScopeData,
  principal: { scope: TenantScope; adminId: number },
) {
  const { db } = server;
  const passwords = new Map<number, string>();
  let passwordCounter = 0;
  const image = async (side: number) => {
    const png = await sharp({ create: { width: side, height: side, channels: 3, background: "#224466" } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  };
  const print = await image(36);
  const photo = await image(48);
  const uploadFile = isolationPdf(a.marker);
  const uploadData = uploadFile.toString("base64");
  const picture = isolationPng(a.marker);

  const uploadContext = () => ({
    db,
    scope: a.scope,
    data: scopedDb(db, a.scope),
    tenant: a.tenant,
    providers: server.app.providers,
    config: server.app.config,
    now: new Date(),
  });
  const ownerOf = (session: ActorSession) => ({ user: { id: session.userId } }) as Authenticated;

  async function open(scope: TenantScope, userId: number, userAgent = BROWSER): Promise<ActorSession> {
    const token = await startSession(scopedDb(db, scope), userId, userAgent, 1);
    const session = await findLiveSessionByTokenHash(
      scopedDb(db, scope),
      hashToken(token),
      new Date().toISOString(),
    );
    return { token, handle: session?.handle ?? "", userId, scope };
  }

  async function start(actor: Actor): Promise<ActorSession> {
    if (actor === "student") return open(a.scope, a.users.student.id);
    if (actor === "admin") return open(a.scope, a.users.admin.id);
    if (actor === "principal-admin") return open(principal.scope, principal.adminId);
    // The administrator visiting the student, through the real call.
    const admin = await open(a.scope, a.users.admin.id);
    const visit = await server.request("POST", callPath(visitStart, "pt-br"), {
      host: a.host,
      token: admin.token,
      body: { usuario_id: a.users.student.id },
    });
    expect(visit.status, visit.text).toBe(200);
    const token = visit.json.usuario.token as string;
    const session = await findLiveSessionByTokenHash(
      scopedDb(db, a.scope),
      hashToken(token),
      new Date().toISOString(),
    );
    return { token, handle: session?.handle ?? "", userId: a.users.student.id, scope: a.scope };
  }

  async function ofKind(kind: EntityKind, session: ActorSession): Promise<unknown[]> {
    const now = new Date();
    switch (kind) {
      case "device":
        // Another device of the same person, and the current one.
        return [
          (await open(a.scope, session.userId, "Mozilla/5.0 (Android 14; Mobile)")).handle,
          session.handle,
        ];
      case "sessionToken":
        return [session.token];
      case "trustedDevice": {
        const handle = newDeviceHandle();
        await insertTrustedDevice(scopedDb(db, a.scope), {
          userId: session.userId,
          tokenHash: hashToken(newSecretToken()),
          handle,
          nome: "Firefox em Linux",
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
        });
        return [handle];
      }
      case "upload": {
        // Fresh uploads of the session's person: one waiting for its bytes, one with every byte in.
        const input = { nome: "isolamento.pdf", tamanho: uploadFile.length, tipo: "application/pdf" };
        const waiting = await createUpload(uploadContext(), ownerOf(session), input);
        const full = await createUpload(uploadContext(), ownerOf(session), input);
        await receiveChunk(uploadContext(), ownerOf(session), {
          envio_id: full.envio_id,
          posicao: 0,
          dados: uploadData,
        });
        return [waiting.envio_id, full.envio_id];
      }
      case "picture": {
        // A fresh picture of the session's person, finished: what a lesson's body takes.
        const input = { nome: "isolamento.png", tamanho: picture.length, tipo: "image/png" };
        const sent = await createUpload(uploadContext(), ownerOf(session), input);
        const dados = picture.toString("base64");
        await receiveChunk(uploadContext(), ownerOf(session), { envio_id: sent.envio_id, posicao: 0, dados });
        await finishUpload(uploadContext(), ownerOf(session), sent.envio_id);
        return [sent.envio_id];
      }
      case "login":
        return [session.userId === a.users.admin.id ? a.users.admin.usuario : a.users.student.usuario];
      case "user":
        // The one person of A an administrator may visit.
        return [a.users.child.id];
      default:
        return [...a.values[kind]];
    }
  }

  /** A's own values for each id field, for this session. */
  async function ownValues(session: ActorSession, fields: readonly CallField[]) {
    const own = new Map<CallField, unknown[]>();
    for (const field of fields) {
      if (!field.id) continue;
      const values: unknown[] = [];
      for (const kind of field.id.kinds) values.push(...(await ofKind(kind, session)));
      own.set(field, values);
    }
    return (field: CallField) => own.get(field) ?? [];
  }

  async function plainValues(session: ActorSession) {
    const totp = await findTotp(scopedDb(db, session.scope), session.userId);
    const newPassword = `Isolamento-${++passwordCounter}-Qx`;
    return (field: CallField): unknown => {
      switch (field.name) {
        case "senha_atual":
          return passwords.get(session.userId) ?? TEST_PASSWORD;
        case "senha":
        case "confirmar":
          return newPassword;
        case "email":
          return `isolamento-${passwordCounter}-${session.userId}@escola.example`;
        case "favorito":
          return true;
        case "ativo":
          return false;
        case "descricao":
          return "Relato do teste de isolamento";
        case "mensagem":
          return "Aviso do teste de isolamento";
        // A notice's or announcement's link (a page of the platform), no dates, no media: always valid.
        case "link_url":
          return "/logado";
        case "link_texto":
          return "Ver";
        case "textos":
          return [{ idioma: "pt-br", titulo: "Termos de uso", texto: "Texto dos termos." }];
        case "titulo":
          return "Anúncio do teste de isolamento";
        case "prazo":
          return "2099-12-31T23:59:59-03:00";
        case "data_inicio":
        case "data_termino":
        case "midia_url":
        case "legenda_url":
          return null;
        case "rota":
          return field.schema.type === "array" ? ["/logado"] : undefined;
        case "print":
          return print;
        case "imagem":
          return photo;
        // Teaching and learning: a schedule open now, a grade, a year and its default periods.
        case "inicio":
          return new Date(Date.now() - 3_600_000).toISOString();
        case "fim":
          return new Date(Date.now() + 10 * 86_400_000).toISOString();
        case "nota":
          return "7,5";
        case "resposta":
          return "Resposta do teste de isolamento";
        case "ano":
          return new Date().getUTCFullYear();
        case "periodos":
          return defaultGradingPeriods(new Date().getUTCFullYear()).map(({ inicio, fim }) => ({
            inicio,
            fim,
          }));
        case "nome":
          return "isolamento.pdf";
        case "tipo":
          // The upload's announced type; a `tipo` chosen from a list is drawn from it.
          return field.schema.enum ? undefined : "application/pdf";
        case "tamanho":
          return uploadFile.length;
        case "posicao":
          return 0;
        case "dados":
          return uploadData;
        case "codigo":
          return totp && !totp.confirmed_at
            ? totpCodeAt(openTotpSecret(server.app.providers.secrets, session.scope, totp), new Date())
            : "000000";
        default:
          return undefined;
      }
    };
  }

  return {
    start,
    ownValues,
    plainValues,
    /** After a password change succeeded: the next change must give the new one as current. */
    passwordChanged: (session: ActorSession, password: unknown) =>
      passwords.set(session.userId, String(password)),
  };
}
