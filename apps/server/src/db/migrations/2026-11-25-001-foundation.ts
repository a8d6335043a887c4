import { type Kysely, sql } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("tenants")
    .addColumn("id", "integer", id)
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("descricao", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("logo", "text")
    .addColumn("dominio", "text", (c) => c.notNull().unique())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("principal", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paleta_cor", "text", (c) => c.notNull().defaultTo("default"))
    .addColumn("links", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("database_share", "text")
    .addColumn("whatsapp_numero", "text")
    .addColumn("whatsapp_mensagem", "text")
    .addColumn("configuracoes", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("clients")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("whatsapp", "text")
    .execute();
  await db.schema.createIndex("clients_scope_idx").on("clients").columns(["scope", "id"]).execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("usuario", "text", (c) => c.notNull())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("foto", "text")
    .addColumn("password_hash", "text")
    .addColumn("can_share", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("can_publish", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("platform_admin", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("client_id", "integer", (c) => c.references("clients.id"))
    .addColumn("two_factor_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("users_scope_login_idx")
    .on("users")
    .columns(["scope", "usuario"])
    .unique()
    .execute();

  await db.schema
    .createTable("two_factor_factors")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("fator", "text", (c) => c.notNull())
    .addColumn("destino", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("two_factor_factors_scope_user_idx")
    .on("two_factor_factors")
    .columns(["scope", "user_id", "fator"])
    .unique()
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("tenant_id", "integer", (c) => c.notNull().references("tenants.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("handle", "text", (c) => c.notNull())
    .addColumn("device_name", "text", (c) => c.notNull())
    .addColumn("device_type", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_access_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sessions_scope_token_idx")
    .on("sessions")
    .columns(["scope", "token_hash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("sessions_scope_user_idx")
    .on("sessions")
    .columns(["scope", "user_id"])
    .execute();
  await db.schema
    .createIndex("sessions_scope_handle_idx")
    .on("sessions")
    .columns(["scope", "handle"])
    .unique()
    .execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("usuario", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("succeeded", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_scope_login_idx")
    .on("login_attempts")
    .columns(["scope", "usuario", "created_at"])
    .execute();

  await db.schema
    .createTable("networks")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("codigo", "text", (c) => c.notNull())
    .addColumn("nome", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("networks_scope_code_idx")
    .on("networks")
    .columns(["scope", "codigo"])
    .unique()
    .execute();

  for (const table of ["network_managers", "network_favourites"]) {
    await db.schema
      .createTable(table)
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("network_id", "integer", (c) => c.notNull().references("networks.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addPrimaryKeyConstraint(`${table}_pk`, ["scope", "user_id", "network_id"])
      .execute();
  }

  await db.schema
    .createTable("class_groups")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("tipo", "text", (c) => c.notNull().check(sqlIn("tipo", ["adm", "pro"])))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("class_groups_scope_idx").on("class_groups").columns(["scope", "id"]).execute();

  await db.schema
    .createTable("group_members")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("group_id", "integer", (c) => c.notNull().references("class_groups.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("group_members_pk", ["scope", "user_id", "group_id"])
    .execute();

  await db.schema
    .createTable("learning_paths")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("nome", "text", (c) => c.notNull())
    .addColumn("total_habilidades", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .createIndex("learning_paths_scope_idx")
    .on("learning_paths")
    .columns(["scope", "id"])
    .execute();

  await db.schema
    .createTable("path_members")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("path_id", "integer", (c) => c.notNull().references("learning_paths.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("class_groups.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("usuario_tipo", "text", (c) =>
      c.notNull().check(sqlIn("usuario_tipo", ["aluno", "professor"])),
    )
    .addColumn("habilidades_realizadas", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("path_members_pk", ["scope", "user_id", "path_id", "group_id"])
    .execute();

  await db.schema
    .createTable("issue_categories")
    .addColumn("id", "integer", id)
    .addColumn("chave", "text", (c) => c.notNull().unique())
    .addColumn("titulo", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("issue_categories")
    .values([
      { chave: "portuguese", titulo: "Erro de português." },
      { chave: "interface", titulo: "Erro de interface." },
      { chave: "notLoading", titulo: "Tela não carrega." },
      { chave: "other", titulo: "Outros." },
    ])
    .execute();

  await db.schema
    .createTable("issue_reports")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("tenant_id", "integer", (c) => c.notNull().references("tenants.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("issue_categories.id"))
    .addColumn("rota", "text", (c) => c.notNull())
    .addColumn("descricao", "text", (c) => c.notNull())
    .addColumn("print_path", "text")
    .addColumn("pro_codigo", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("issue_reports_scope_created_idx")
    .on("issue_reports")
    .columns(["scope", "created_at"])
    .execute();

  await db.schema
    .createTable("guardians")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("guardian_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("student_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("guardians_pk", ["scope", "guardian_id", "student_id"])
    .execute();
}

function sqlIn(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}
