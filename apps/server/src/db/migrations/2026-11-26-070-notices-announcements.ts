import type { Kysely } from "kysely";
import { createTable } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// Notices (spec §3, served as {origin}/mensagens.json) and announcement modals (spec §2), both per scope.
// List fields (rotas, clientes, usuarios) are JSON text, so both dialects store and read them alike.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "notices", [
    "scope text not null",
    "id text not null",
    "status text not null",
    `tipo text not null check ("tipo" in ('advertencia', 'lembrete', 'novidade'))`,
    "mensagem text not null",
    "link_url text",
    "link_texto text",
    "rotas text",
    "data_inicio text",
    "data_termino text",
    "clientes text",
    "usuarios text",
    "created_at text not null",
    "constraint notices_pk primary key (scope, id)",
  ]);

  await createTable(db, "announcements", [
    "scope text not null",
    "chave text not null",
    `tipo text not null check ("tipo" in ('video', 'invitation'))`,
    "titulo text not null",
    "texto text not null",
    "midia_url text",
    "legenda_url text",
    "link_url text",
    "link_texto text",
    // ISO 8601 with its offset: the spec's deadlines are Brasília wall-clock times.
    "prazo text not null",
    `publico text not null check ("publico" in ('all', 'staff'))`,
    "created_at text not null",
    "constraint announcements_pk primary key (scope, chave)",
  ]);
}
