import { deliveryDraft } from "@trilha/contracts/deliveries.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/**
 * The student saves a draft of the scope's assignment through the API (the delivery and its attempt); the
 * attempt's file record is written directly, as uploads have no call of their own here.
 */
export const deliveriesIsolationSeed: IsolationSeedContributor = {
  needs: ["assignment"],
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
      .select(["t.id", "d.id as delivery_id"])
      .where("t.scope", "=", scope.key)
      .where("d.assignment_id", "=", assignmentId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("attempt_files")
      .values({
        scope: scope.key,
        attempt_id: attempt.id,
        object_key: `${marker}/entregas/${attempt.delivery_id}/1/arquivo.pdf`,
        name: `arquivo-${marker}.pdf`,
        size: 1024,
        content_type: "application/pdf",
        created_at: new Date().toISOString(),
      })
      .execute();
    return undefined;
  },
};
