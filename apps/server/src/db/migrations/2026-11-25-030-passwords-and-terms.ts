import type { Kysely } from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);

  // A reset link's token is stored only as its SHA-256; `used_at` makes it single use.
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_reset_tokens_scope_hash_idx")
    .on("password_reset_tokens")
    .columns(["scope", "token_hash"])
    .unique()
    .execute();
  await db.schema
    .createIndex("password_reset_tokens_scope_user_idx")
    .on("password_reset_tokens")
    .columns(["scope", "user_id"])
    .execute();

  // Counted events of the password flows (reset requests, wrong current passwords), for their limits.
  await db.schema
    .createTable("password_events")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("password_events_scope_subject_idx")
    .on("password_events")
    .columns(["scope", "kind", "subject", "created_at"])
    .execute();
  await db.schema
    .createIndex("password_events_scope_ip_idx")
    .on("password_events")
    .columns(["scope", "kind", "ip", "created_at"])
    .execute();

  // Reference data: every published version of the terms of use, one row per language. The highest
  // version is the current one; publishing a new version asks everyone again.
  await db.schema
    .createTable("terms_versions")
    .addColumn("id", "integer", id)
    .addColumn("versao", "integer", (c) => c.notNull())
    .addColumn("idioma", "text", (c) => c.notNull())
    .addColumn("titulo", "text", (c) => c.notNull())
    .addColumn("texto", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addUniqueConstraint("terms_versions_version_language_uq", ["versao", "idioma"])
    .execute();
  const publishedAt = "2026-11-25T00:00:00.000Z";
  await db
    .insertInto("terms_versions")
    .values(
      TERMS_V1.map((terms) => ({
        versao: 1,
        idioma: terms.idioma,
        titulo: terms.titulo,
        texto: terms.texto,
        published_at: publishedAt,
      })),
    )
    .execute();

  await db.schema
    .createTable("terms_acceptances")
    .addColumn("id", "integer", id)
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("versao", "integer", (c) => c.notNull())
    .addColumn("accepted_at", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("terms_acceptances_scope_user_version_idx")
    .on("terms_acceptances")
    .columns(["scope", "user_id", "versao"])
    .unique()
    .execute();
}

const TERMS_V1 = [
  {
    idioma: "pt-br",
    titulo: "Termos de uso",
    texto: [
      "Bem-vindo à plataforma. Ao utilizá-la, você concorda com estes termos.",
      "1. A sua conta é pessoal: não compartilhe o seu usuário e a sua senha. Você é responsável pelo que for feito com eles.",
      "2. Use a plataforma para fins de aprendizagem, com respeito a colegas, professores e à escola. Não publique conteúdo ofensivo, ilegal ou que viole direitos de terceiros.",
      "3. Os conteúdos das aulas e trilhas pertencem aos seus autores e à escola e não podem ser copiados ou distribuídos sem autorização.",
      "4. Tratamos os seus dados conforme a política de privacidade, apenas para oferecer o serviço e acompanhar a sua aprendizagem.",
      "5. Estes termos podem mudar; quando isso acontecer, pediremos que você os aceite novamente.",
    ].join("\n\n"),
  },
  {
    idioma: "en-us",
    titulo: "Terms of use",
    texto: [
      "Welcome to the platform. By using it, you agree to these terms.",
      "1. Your account is personal: do not share your username and password. You are responsible for what is done with them.",
      "2. Use the platform for learning, with respect for classmates, teachers and the school. Do not post offensive or illegal content, or content that infringes the rights of others.",
      "3. The contents of lessons and learning paths belong to their authors and the school and may not be copied or distributed without permission.",
      "4. We handle your data as the privacy policy says, only to provide the service and follow your learning.",
      "5. These terms may change; when they do, we will ask you to accept them again.",
    ].join("\n\n"),
  },
  {
    idioma: "es-es",
    titulo: "Términos de uso",
    texto: [
      "Bienvenido a la plataforma. Al utilizarla, aceptas estos términos.",
      "1. Tu cuenta es personal: no compartas tu usuario ni tu contraseña. Eres responsable de lo que se haga con ellos.",
      "2. Usa la plataforma para aprender, con respeto hacia compañeros, profesores y la escuela. No publiques contenido ofensivo, ilegal o que vulnere derechos de terceros.",
      "3. Los contenidos de las clases y los itinerarios pertenecen a sus autores y a la escuela y no pueden copiarse ni distribuirse sin autorización.",
      "4. Tratamos tus datos según la política de privacidad, solo para ofrecer el servicio y acompañar tu aprendizaje.",
      "5. Estos términos pueden cambiar; cuando eso ocurra, te pediremos que los aceptes de nuevo.",
    ].join("\n\n"),
  },
];
