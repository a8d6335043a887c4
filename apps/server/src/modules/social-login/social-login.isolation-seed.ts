import { scopedDb } from "../../db/scoped-db.ts";
import { hashToken } from "../sessions/session-token.ts";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";
import { insertConfirmation, insertNonce } from "./social-login.repository.ts";

/**
 * The student's Google identity, a nonce and a confirmation waiting for its 'Prosseguir': rows, since social
 * sign-in (and so its nonce call) is the principal tenant's only.
 */
export const socialLoginIsolationSeed: IsolationSeedContributor = {
  tables: ["social_identities", "social_nonces", "social_confirmations"],
  async seed({ db, scope, marker, users }) {
    const now = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 600_000).toISOString();
    const email = `${marker}-aluno@example.test`;
    await db
      .insertInto("social_identities")
      .values({
        scope: scope.key,
        user_id: users.student.id,
        provider: "google",
        subject: `${marker}-google-subject`,
        email,
        created_at: now,
      })
      .execute();
    await insertNonce(scopedDb(db, scope), { hash: hashToken(`${marker}-nonce`), now, expiresAt });
    await insertConfirmation(scopedDb(db, scope), {
      hash: hashToken(`${marker}-social-confirmation`),
      action: "link",
      userId: users.student.id,
      provider: "google",
      subject: `${marker}-google-pending`,
      email,
      emailVerified: true,
      name: `Pessoa ${marker}`,
      now,
      expiresAt,
    });
    return undefined;
  },
};
