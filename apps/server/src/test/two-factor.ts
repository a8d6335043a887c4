import { expect } from "vitest";
import type { Db } from "../db/database.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import { TEST_PASSWORD } from "./factories.ts";
import type { TestServer } from "./test-server.ts";

/** Gives a user an authenticator factor (not enrolled yet) and turns 2FA on. */
export async function addAppFactor(db: Db, scope: TenantScope, userId: number): Promise<void> {
  await db
    .insertInto("two_factor_factors")
    .values({ scope: scope.key, user_id: userId, fator: "autenticador", destino: "" })
    .execute();
  await db
    .updateTable("users")
    .set({ two_factor_enabled: 1 })
    .where("scope", "=", scope.key)
    .where("id", "=", userId)
    .execute();
}

export interface PendingLogin {
  id: number;
  desafio: string;
  fatores: Record<string, { destino: string; configurado?: boolean }>;
}

/** The password step of a user that owes a second factor: its id and pending-login challenge. */
export async function pendingLogin(
  server: TestServer,
  host: string,
  usuario: string,
  extra: Record<string, unknown> = {},
): Promise<PendingLogin> {
  const response = await server.request("POST", "/conta/pt-br/logar/padrao", {
    host,
    body: { usuario, senha: TEST_PASSWORD, ...extra },
  });
  expect(response.status, response.text).toBe(200);
  expect(response.json.usuario.token).toBeNull();
  const { id, desafio, fatores } = response.json.usuario.usuario_2fa;
  expect(desafio).toMatch(/^[\w-]{43}$/);
  return { id, desafio, fatores };
}

/** The six-digit code in the last mail to `to`. */
export async function lastCode(server: TestServer, to: string): Promise<string> {
  const mails = await server.outbox(to);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "a code in the last mail").toBeDefined();
  return code as string;
}
