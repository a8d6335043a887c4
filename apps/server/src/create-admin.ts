import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config.ts";
import { ensurePrincipalTenant } from "./db/bootstrap.ts";
import { createDatabase, migrateToLatest } from "./db/database.ts";
import { createPlatformAdmin, FirstAdminError } from "./modules/users/first-admin.ts";

const USAGE = 'Usage: npm run create-admin -- --usuario <login> --nome "<full name>" [--email <address>]';

// `npm run create-admin`: a platform administrator on the principal tenant of the configured database
// (DATA_DIR or DATABASE_URL, as `npm start` reads them), with a one-time password printed here.
async function main(): Promise<void> {
  let values: { usuario?: string | undefined; nome?: string | undefined; email?: string | undefined };
  try {
    ({ values } = parseArgs({
      options: { usuario: { type: "string" }, nome: { type: "string" }, email: { type: "string" } },
    }));
  } catch (error) {
    throw new FirstAdminError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!values.usuario || !values.nome) throw new FirstAdminError(USAGE);
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    await ensurePrincipalTenant(db, config.principalDomain);
    const admin = await createPlatformAdmin(db, {
      usuario: values.usuario,
      nome: values.nome,
      ...(values.email ? { email: values.email } : {}),
    });
    console.log(`Platform administrator '${admin.usuario}' created on ${admin.tenantDomain}.`);
    console.log(`One-time password: ${admin.temporaryPassword}`);
    console.log("It must be replaced at the first sign-in.");
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof FirstAdminError || error instanceof ConfigError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `create-admin failed: ${message}`);
  process.exit(1);
});
