import { deliveryDraft } from "@trilha/contracts/deliveries.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/**
 * The student saves a draft of the scope's assignment through the API (the delivery and its attempt); the
 * attempt's file record is written directly (the scope's assignment is no ARQ lesson), pointing at the
 * student's finished upload, so `deliveryFile` serves real bytes of this scope.
 */
export const deliveriesIsolationSeed: IsolationSeedContributor = {
  needs: ["assignment", "upload"],
  tables: ["deliveries", "delivery_attempts", "attempt_files"],
  async seed({ db, scope, marker, values, tokens, ok }) {
    const assignmentId = Number(values.assignment?.[0]);
    await ok(
      deliveryDraft,
      { atribuicao_id: assignmentId, resposta: `Resposta ${marker}`, revisao: 1 },
      tokens.student,
    );
    const attempt = await db
      .selectFrom("delivery_attempts as t")
      .innerJoin("deliveries as d", "d.id", "t.delivery_id")
      .select(["t.id"])
      .where("t.scope", "=", scope.key)
      .where("d.assignment_id", "=", assignmentId)
      .executeTakeFirstOrThrow();
    const upload = await db
      .selectFrom("uploads")
      .select(["storage_key", "size"])
      .where("scope", "=", scope.key)
      .where("id", "=", String(values.upload?.[0]))
      .executeTakeFirstOrThrow();
    const file = await db
      .insertInto("attempt_files")
      .values({
        scope: scope.key,
        attempt_id: attempt.id,
        object_key: upload.storage_key,
        name: `arquivo-${marker}.pdf`,
        size: Number(upload.size),
        content_type: "application/pdf",
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { values: { deliveryFile: [file.id] } };
  },
};
