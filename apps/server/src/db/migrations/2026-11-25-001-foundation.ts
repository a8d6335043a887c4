import type { Kysely } from "kysely";
import { createTable } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "tenants", [
    "id integer identity",
    "nome text not null",
    "descricao text not null default ''",
    "slug text not null unique",
    "logo text",
    "dominio text not null unique",
    "status integer not null default 1",
    "principal integer not null default 0",
    "paleta_cor text not null default 'default'",
    "links text not null default '{}'",
    "database_share text",
    "whatsapp_numero text",
    "whatsapp_mensagem text",
    "configuracoes text not null default '{}'",
    "created_at text not null",
  ]);

  await createTable(db, "clients", [
    "id integer identity",
    "scope text not null",
    "nome text not null",
    "whatsapp text",
    "index clients_scope_idx (scope, id)",
  ]);

  await createTable(db, "users", [
    "id integer identity",
    "scope text not null",
    "usuario text not null",
    "nome text not null",
    "email text",
    "foto text",
    "password_hash text",
    "can_share integer not null default 0",
    "can_publish integer not null default 0",
    "must_change_password integer not null default 0",
    "platform_admin integer not null default 0",
    "client_id integer references clients.id",
    "two_factor_enabled integer not null default 0",
    "created_at text not null",
    "unique index users_scope_login_idx (scope, usuario)",
  ]);

  await createTable(db, "two_factor_factors", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "fator text not null",
    "destino text not null",
    "unique index two_factor_factors_scope_user_idx (scope, user_id, fator)",
  ]);

  await createTable(db, "sessions", [
    "id integer identity",
    "scope text not null",
    "tenant_id integer not null references tenants.id",
    "user_id integer not null references users.id on delete cascade",
    "token_hash text not null",
    "handle text not null",
    "device_name text not null",
    "device_type text not null",
    "created_at text not null",
    "last_access_at text not null",
    "expires_at text not null",
    "unique index sessions_scope_token_idx (scope, token_hash)",
    "index sessions_scope_user_idx (scope, user_id)",
    "unique index sessions_scope_handle_idx (scope, handle)",
  ]);

  await createTable(db, "login_attempts", [
    "id integer identity",
    "scope text not null",
    "usuario text not null",
    "ip text not null",
    "succeeded integer not null",
    "created_at text not null",
    "index login_attempts_scope_login_idx (scope, usuario, created_at)",
  ]);

  await createTable(db, "networks", [
    "id integer identity",
    "scope text not null",
    "codigo text not null",
    "nome text not null",
    "unique index networks_scope_code_idx (scope, codigo)",
  ]);

  for (const table of ["network_managers", "network_favourites"]) {
    await createTable(db, table, [
      "scope text not null",
      "network_id integer not null references networks.id on delete cascade",
      "user_id integer not null references users.id on delete cascade",
      `constraint ${table}_pk primary key (scope, user_id, network_id)`,
    ]);
  }

  await createTable(db, "class_groups", [
    "id integer identity",
    "scope text not null",
    "nome text not null",
    "tipo text not null check (tipo in ('adm', 'pro'))",
    "active integer not null default 1",
    "index class_groups_scope_idx (scope, id)",
  ]);

  await createTable(db, "group_members", [
    "scope text not null",
    "group_id integer not null references class_groups.id on delete cascade",
    "user_id integer not null references users.id on delete cascade",
    "constraint group_members_pk primary key (scope, user_id, group_id)",
  ]);

  await createTable(db, "learning_paths", [
    "id integer identity",
    "scope text not null",
    "nome text not null",
    "total_habilidades integer not null default 0",
    "tags text not null default '[]'",
    "index learning_paths_scope_idx (scope, id)",
  ]);

  await createTable(db, "path_members", [
    "scope text not null",
    "path_id integer not null references learning_paths.id on delete cascade",
    "group_id integer not null references class_groups.id on delete cascade",
    "user_id integer not null references users.id on delete cascade",
    "usuario_tipo text not null check (usuario_tipo in ('aluno', 'professor'))",
    "habilidades_realizadas integer not null default 0",
    "constraint path_members_pk primary key (scope, user_id, path_id, group_id)",
  ]);

  await createTable(db, "issue_categories", [
    "id integer identity",
    "chave text not null unique",
    "titulo text not null",
  ]);
  await db
    .insertInto("issue_categories")
    .values([
      { chave: "portuguese", titulo: "Erro de português." },
      { chave: "interface", titulo: "Erro de interface." },
      { chave: "notLoading", titulo: "Tela não carrega." },
      { chave: "other", titulo: "Outros." },
    ])
    .execute();

  await createTable(db, "issue_reports", [
    "id integer identity",
    "scope text not null",
    "tenant_id integer not null references tenants.id",
    "user_id integer not null references users.id",
    "category_id integer not null references issue_categories.id",
    "rota text not null",
    "descricao text not null",
    "print_path text",
    "pro_codigo text",
    "created_at text not null",
    "index issue_reports_scope_created_idx (scope, created_at)",
  ]);

  await createTable(db, "guardians", [
    "scope text not null",
    "guardian_id integer not null references users.id on delete cascade",
    "student_id integer not null references users.id on delete cascade",
    "constraint guardians_pk primary key (scope, guardian_id, student_id)",
  ]);
}
