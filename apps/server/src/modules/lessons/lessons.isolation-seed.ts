import { lessonCreate } from "@trilha/contracts/lessons.calls";
import { type IsolationSeedContributor, setUserColumns } from "../users/users.isolation-seed.ts";

/**
 * The administrator may share, and writes an ESC lesson through the API (its version and tags with it), with
 * their finished picture upload attached (whose bytes name the scope).
 */
export const lessonsIsolationSeed: IsolationSeedContributor = {
  needs: ["picture"],
  tables: ["lessons", "lesson_versions", "lesson_tags", "lesson_attachments"],
  async seed({ db, scope, marker, users, tokens, values, ok }) {
    await setUserColumns(db, scope, users.admin.id, { can_share: 1 });
    const answer = await ok(
      lessonCreate,
      {
        tipo: "ESC",
        titulo: `Conteúdo ${marker}`,
        corpo: `<p>Texto ${marker}</p>`,
        componente: `Componente ${marker}`,
        serie: "7º ano",
        tags: [`tag-${marker}`],
        novos_anexos: [values.picture?.[0]],
      },
      tokens.admin,
    );
    return {
      values: { lesson: [answer.conteudo.id], lessonAttachment: [answer.conteudo.anexos[0].id] },
      secrets: [answer.conteudo.codigo],
    };
  },
};
