import { loadConfig } from "./config.ts";
import { createDatabase, migrateToLatest } from "./db/database.ts";
import { seedDemo } from "./db/seed/demo-seed.ts";
import { storeDemoFiles } from "./demo-files.ts";
import { createStorageProvider } from "./providers/storage/storage.ts";
import { runMain } from "./server.ts";

// `npm run seed`: demo data into the configured database, without starting the server.
runMain(async () => {
  const config = loadConfig();
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  const { seeded } = await seedDemo(db);
  const storage = await createStorageProvider(config);
  await storeDemoFiles(db, storage).finally(() => storage.close());
  console.log(seeded ? "Demo data created." : "Demo data already present: nothing changed.");
  await db.destroy();
});
