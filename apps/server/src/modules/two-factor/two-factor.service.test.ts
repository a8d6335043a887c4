import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../../providers/mail/mail-provider.ts";
import { createSecretBox } from "../../providers/secrets/secret-box.ts";
import { testDialects } from "../../test/dialects.ts";
import { createUser } from "../../test/factories.ts";
import { useTenantDatabase } from "../../test/tenant-database.ts";
import { secondFactorOwed, sendCode, type TwoFactorContext, validateCode } from "./two-factor.service.ts";
import { CHALLENGE_TTL_MINUTES, CODE_TTL_MINUTES, MAX_CODE_SENDS } from "./two-factor-rules.ts";

/** The service with a clock the test moves, and mail kept in memory (or refused). */
describe.each(testDialects())("2FA service with a moving clock on %s", (dialect) => {
  const t = useTenantDatabase(dialect);
  const sent: MailMessage[] = [];
  let mailFails = false;
  const t0 = new Date("2026-11-25T12:00:00Z");
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  const context = (now: Date): TwoFactorContext => ({
    scope: t.scope,
    data: t.data,
    now,
    lang: "pt-br",
    origin: { ip: "127.0.0.1", userAgent: undefined },
    config: { sessionTtlDays: 30 },
    tenant: { nome: "Escola" },
    providers: {
      secrets: createSecretBox(randomBytes(32)),
      mail: {
        async send(message) {
          if (mailFails) throw new Error("smtp down");
          sent.push(message);
        },
      },
    },
  });

  async function pending(usuario: string) {
    const user = await createUser(t.db, t.scope, {
      usuario,
      twoFactorEmail: `${usuario}@escola.example`,
    });
    const owed = await secondFactorOwed(t.data, user, undefined, undefined, t0);
    if (!owed?.desafio) throw new Error("2FA expected");
    return { id: user.id, desafio: owed.desafio };
  }

  const code = () => sent.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] ?? "";

  it("accepts a code before it expires and refuses it after", async () => {
    const a = await pending("relogio-a");
    await sendCode(context(t0), { fator: "email", ...a });
    const first = code();
    await expect(
      validateCode(context(at(CODE_TTL_MINUTES)), { codigo: first, ...a, salvar_dispositivo: false }),
    ).rejects.toMatchObject({ statusCode: 400, messageKey: "twoFactor.codeExpired" });
    await sendCode(context(at(CODE_TTL_MINUTES)), { fator: "email", ...a });
    const second = code();
    const ok = await validateCode(context(at(CODE_TTL_MINUTES + CODE_TTL_MINUTES - 1)), {
      codigo: second,
      ...a,
      salvar_dispositivo: false,
    });
    expect(ok.valido).toBe(true);
  });

  it("ends the challenge after its time", async () => {
    const b = await pending("relogio-b");
    await expect(
      sendCode(context(at(CHALLENGE_TTL_MINUTES)), { fator: "email", ...b }),
    ).rejects.toMatchObject({
      statusCode: 401,
      messageKey: "twoFactor.challengeInvalid",
    });
  });

  it("says when the mail could not be sent, without counting it against the limit", async () => {
    const c = await pending("relogio-c");
    mailFails = true;
    for (let attempt = 0; attempt < MAX_CODE_SENDS + 1; attempt++) {
      await expect(sendCode(context(t0), { fator: "email", ...c })).rejects.toMatchObject({
        statusCode: 502,
        messageKey: "twoFactor.sendFailed",
      });
    }
    mailFails = false;
    await expect(sendCode(context(t0), { fator: "email", ...c })).resolves.toEqual({
      destino: "r***@escola.example",
    });
  });

  it("opens the send window again once it has passed", async () => {
    const d = await pending("relogio-d");
    for (let attempt = 0; attempt < MAX_CODE_SENDS; attempt++) {
      await sendCode(context(at(attempt)), { fator: "email", ...d });
    }
    await expect(sendCode(context(at(MAX_CODE_SENDS)), { fator: "email", ...d })).rejects.toMatchObject({
      statusCode: 429,
    });
    // The challenge is shorter than the window, so a new sign-in brings a new one.
    const again = await secondFactorOwed(
      t.data,
      {
        ...(await t.db.selectFrom("users").selectAll().where("id", "=", d.id).executeTakeFirstOrThrow()),
      },
      undefined,
      undefined,
      at(16),
    );
    await expect(
      sendCode(context(at(16)), { fator: "email", id: d.id, desafio: again?.desafio ?? "" }),
    ).resolves.toBeDefined();
  });
});
