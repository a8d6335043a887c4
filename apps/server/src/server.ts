import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { ensurePrincipalTenant } from "./db/bootstrap.ts";
import { createDatabase, type Db, migrateToLatest } from "./db/database.ts";
import { secureDataDir } from "./lib/data-dir.ts";
import { startJobRunner } from "./modules/jobs/job-runner.ts";
import { MAIL_JOB, mailJob } from "./modules/mail/mail-outbox.service.ts";
import { RETENTION_JOB, RETENTION_SCHEDULE, retentionJob } from "./modules/retention/retention.sweep.ts";
import { sealLegacyTotpSecrets } from "./modules/two-factor/totp-sealing.sweep.ts";
import { checkSecretsKey } from "./providers/secrets/key-check.ts";
import { createSecrets } from "./providers/secrets/secrets.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** Opens the database, runs migrations, then listens; SIGTERM/SIGINT drain in-flight requests first. */
export async function startServer(config: Config, prepare?: (db: Db) => Promise<void>): Promise<void> {
  if (!fs.existsSync(path.join(config.webDistDir, "index.html"))) {
    throw new ConfigError(`The web app is not built (${config.webDistDir}): run \`npm run build\` first.`);
  }
  secureDataDir(config.dataDir);
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  if (prepare) await prepare(db);
  await ensurePrincipalTenant(db, config.principalDomain);
  const secrets = createSecrets(config);
  await checkSecretsKey(db, secrets);
  await sealLegacyTotpSecrets(db, secrets);

  const app = await buildApp(config, { db, providers: { secrets } });
  let stopJobs = async () => {};
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    stopJobs()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ host: config.host, port: config.port });
  // Background work runs in every instance; each job is done by one of them (modules/jobs).
  stopJobs = startJobRunner({
    db,
    handlers: {
      [MAIL_JOB]: mailJob(app.providers),
      [RETENTION_JOB]: retentionJob(db, config.retention, app.log, app.providers.storage),
    },
    recurring: [RETENTION_SCHEDULE],
    log: app.log,
  });
}

/** Runs `main` and turns a start-up failure into one clear line and a non-zero exit. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof ConfigError ? message : `Trilha could not start: ${message}`);
    process.exit(1);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMain(() => startServer(loadConfig()));
}
