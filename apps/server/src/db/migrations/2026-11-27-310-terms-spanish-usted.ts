import type { Kysely } from "kysely";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
//
// The Spanish text of the terms of use, version 1, addressed the reader as "tú" while the rest of the Spanish
// interface says "usted". This rewords that one text in place and does not publish a version 2: a version is
// what a person agrees to, and publishing one asks everyone to accept again (terms-publishing.service.ts). The
// rules are word for word the same in every language; only the form of address changes, so an acceptance of
// version 1 given before this change stays an acceptance of the same terms. The row is changed only while it
// still holds the text first seeded, so a text written since is never overwritten.

const SEEDED = [
  "Bienvenido a la plataforma. Al utilizarla, aceptas estos términos.",
  "1. Tu cuenta es personal: no compartas tu usuario ni tu contraseña. Eres responsable de lo que se haga con ellos.",
  "2. Usa la plataforma para aprender, con respeto hacia compañeros, profesores y la escuela. No publiques contenido ofensivo, ilegal o que vulnere derechos de terceros.",
  "3. Los contenidos de las clases y los itinerarios pertenecen a sus autores y a la escuela y no pueden copiarse ni distribuirse sin autorización.",
  "4. Tratamos tus datos según la política de privacidad, solo para ofrecer el servicio y acompañar tu aprendizaje.",
  "5. Estos términos pueden cambiar; cuando eso ocurra, te pediremos que los aceptes de nuevo.",
].join("\n\n");

const WITH_USTED = [
  "Le damos la bienvenida a la plataforma. Al utilizarla, usted acepta estos términos.",
  "1. Su cuenta es personal: no comparta su usuario ni su contraseña. Usted es responsable de lo que se haga con ellos.",
  "2. Utilice la plataforma para aprender, con respeto hacia compañeros, profesores y la escuela. No publique contenido ofensivo, ilegal o que vulnere derechos de terceros.",
  "3. Los contenidos de las clases y los itinerarios pertenecen a sus autores y a la escuela y no pueden copiarse ni distribuirse sin autorización.",
  "4. Tratamos sus datos según la política de privacidad, solo para ofrecer el servicio y acompañar su aprendizaje.",
  "5. Estos términos pueden cambiar; cuando eso ocurra, le pediremos que los acepte de nuevo.",
].join("\n\n");

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
async function reword(db: Kysely<any>, from: string, to: string): Promise<void> {
  await db
    .updateTable("terms_versions")
    .set({ texto: to })
    .where("versao", "=", 1)
    .where("idioma", "=", "es-es")
    .where("texto", "=", from)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see reword
export async function up(db: Kysely<any>): Promise<void> {
  await reword(db, SEEDED, WITH_USTED);
}

// biome-ignore lint/suspicious/noExplicitAny: see reword
export async function down(db: Kysely<any>): Promise<void> {
  await reword(db, WITH_USTED, SEEDED);
}
