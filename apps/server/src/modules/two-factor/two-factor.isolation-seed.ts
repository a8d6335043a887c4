import { loginStandard } from "@trilha/contracts/login.calls";
import {
  twoFactorAuthenticatorStart,
  twoFactorSendCode,
  twoFactorValidateCode,
} from "@trilha/contracts/two-factor.calls";
import { expect } from "vitest";
import { type IsolationSeedContributor, scopeColumn, setUserColumns } from "../users/users.isolation-seed.ts";

/**
 * 2FA by e-mail for the `secure` user, who signs in with a code and saves the browser as a trusted device; an
 * authenticator app the student starts to enrol.
 */
export const twoFactorIsolationSeed: IsolationSeedContributor = {
  tables: [
    "two_factor_factors",
    "two_factor_challenges",
    "two_factor_codes",
    "two_factor_totp",
    "two_factor_trusted_devices",
  ],
  async seed({ db, scope, marker, users, password, ok, outbox, tokens }) {
    const destino = `${marker}-seguro@example.test`;
    await db
      .insertInto("two_factor_factors")
      .values({ scope: scope.key, user_id: users.secure.id, fator: "email", destino })
      .execute();
    await setUserColumns(db, scope, users.secure.id, { two_factor_enabled: 1 });
    const pending = (await ok(loginStandard, { usuario: users.secure.usuario, senha: password })).usuario;
    expect(pending.token).toBeNull();
    const { id, desafio } = pending.usuario_2fa;
    await ok(twoFactorSendCode, { fator: "email", destino: "", id, desafio });
    const codigo = (await outbox(destino)).at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(codigo, "a code in the last mail").toBeDefined();
    await ok(twoFactorValidateCode, { codigo, id, desafio, fator: "email", salvar_dispositivo: true });
    await ok(twoFactorAuthenticatorStart, undefined, tokens.student);
    return undefined;
  },
  async collect({ db, scope }) {
    const handles = await scopeColumn(db, scope, "two_factor_trusted_devices", "handle");
    return { values: { trustedDevice: handles }, secrets: handles.map(String) };
  },
};
