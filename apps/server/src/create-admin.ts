import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "./config.ts";
import { ensurePrincipalTenant, principalData } from "./db/bootstrap.ts";
import { createDatabase, migrateToLatest } from "./db/database.ts";
import {
  createPlatformAdmin,
  FirstAdminError,
  reissueAdminPassword,
  TEMPORARY_PASSWORD_TTL_HOURS,
} from "./modules/first-admin/first-admin.service.ts";

const USAGE = [
  'Usage: npm run create-admin -- --usuario <login> --nome "<full name>" [--email <address>]',
  "       npm run create-admin -- --usuario <login> --nova-senha   (a new one-time password for that administrator)",
].join("\n");

// `npm run create-admin`: a platform administrator on the principal tenant of the configured database
// (DATA_DIR or DATABASE_URL, as `npm start` reads them), with a one-time password printed here; with
// --nova-senha, a new one-time password for an existing administrator.
async function main(): Promise<void> {
  let values: {
    usuario?: string | undefined;
    nome?: string | undefined;
    email?: string | undefined;
    "nova-senha"?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      options: {
        usuario: { type: "string" },
        nome: { type: "string" },
        email: { type: "string" },
        "nova-senha": { type: "boolean" },
      },
    }));
  } catch (error) {
    throw new FirstAdminError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const reissue = values["nova-senha"] === true;
  // --nova-senha replaces a password and nothing else: a name or an e-mail beside it is a mistake.
  const complete = reissue ? !values.nome && !values.email : Boolean(values.nome);
  if (!values.usuario || !complete) throw new FirstAdminError(USAGE);
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    await ensurePrincipalTenant(db, config.principalDomain);
    const admin = reissue
      ? await reissueAdminPassword(await principalData(db), { usuario: values.usuario })
      : await createPlatformAdmin(await principalData(db), {
          usuario: values.usuario,
          nome: values.nome ?? "",
          ...(values.email ? { email: values.email } : {}),
        });
    console.log(
      reissue
        ? `New one-time password for platform administrator '${admin.usuario}' on ${admin.tenantDomain}; their sessions have ended.`
        : `Platform administrator '${admin.usuario}' created on ${admin.tenantDomain}.`,
    );
    console.log(`One-time password: ${admin.temporaryPassword}`);
    console.log(
      `It must be replaced at the first sign-in, and stops working at ${admin.expiresAt} (${TEMPORARY_PASSWORD_TTL_HOURS} hours).`,
    );
    if (config.adminTwoFactorRequired) {
      console.log(
        "That sign-in also enrols an authenticator app (ADMIN_TWO_FACTOR_REQUIRED): have one at hand.",
      );
    }
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
