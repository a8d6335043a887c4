import type { Kysely } from "kysely";
import { createTable } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A reset link's token is stored only as its SHA-256; `used_at` makes it single use.
  await createTable(db, "password_reset_tokens", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "token_hash text not null",
    "created_at text not null",
    "expires_at text not null",
    "used_at text",
    "unique index password_reset_tokens_scope_hash_idx (scope, token_hash)",
    "index password_reset_tokens_scope_user_idx (scope, user_id)",
  ]);

  // Counted events of the password flows (reset requests, wrong current passwords), for their limits.
  await createTable(db, "password_events", [
    "id integer identity",
    "scope text not null",
    "kind text not null",
    "subject text not null",
    "ip text not null",
    "created_at text not null",
    "index password_events_scope_subject_idx (scope, kind, subject, created_at)",
    "index password_events_scope_ip_idx (scope, kind, ip, created_at)",
  ]);

  // Reference data: every published version of the terms of use, one row per language. The highest
  // version is the current one; publishing a new version asks everyone again.
  await createTable(db, "terms_versions", [
    "id integer identity",
    "versao integer not null",
    "idioma text not null",
    "titulo text not null",
    "texto text not null",
    "published_at text not null",
    "constraint terms_versions_version_language_uq unique (versao, idioma)",
  ]);
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

  await createTable(db, "terms_acceptances", [
    "id integer identity",
    "scope text not null",
    "user_id integer not null references users.id on delete cascade",
    "versao integer not null",
    "accepted_at text not null",
    "ip text not null",
    "unique index terms_acceptances_scope_user_version_idx (scope, user_id, versao)",
  ]);
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
