import { type Kysely, sql } from "kysely";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Notices (spec §3, served as {origin}/mensagens.json) and announcement modals (spec §2), both per scope.
// List fields (rotas, clientes, usuarios) are JSON text, so both dialects store and read them alike.

function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("notices")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("tipo", "text", (c) =>
      c.notNull().check(oneOf("tipo", ["advertencia", "lembrete", "novidade"])),
    )
    .addColumn("mensagem", "text", (c) => c.notNull())
    .addColumn("link_url", "text")
    .addColumn("link_texto", "text")
    .addColumn("rotas", "text")
    .addColumn("data_inicio", "text")
    .addColumn("data_termino", "text")
    .addColumn("clientes", "text")
    .addColumn("usuarios", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notices_pk", ["scope", "id"])
    .execute();

  await db.schema
    .createTable("announcements")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("chave", "text", (c) => c.notNull())
    .addColumn("tipo", "text", (c) => c.notNull().check(oneOf("tipo", ["video", "invitation"])))
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("texto", "text", (c) => c.notNull())
    .addColumn("midia_url", "text")
    .addColumn("legenda_url", "text")
    .addColumn("link_url", "text")
    .addColumn("link_texto", "text")
    // ISO 8601 with its offset: the spec's deadlines are Brasília wall-clock times.
    .addColumn("prazo", "text", (c) => c.notNull())
    .addColumn("publico", "text", (c) => c.notNull().check(oneOf("publico", ["all", "staff"])))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("announcements_pk", ["scope", "chave"])
    .execute();
}
