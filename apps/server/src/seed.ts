import { loadConfig } from "./config.ts";
import { createDatabase, migrateToLatest } from "./db/database.ts";
import { seedDemo } from "./db/seed/demo-seed.ts";
import { runMain } from "./server.ts";

// `npm run seed`: demo data into the configured database, without starting the server.
runMain(async () => {
  const db = createDatabase(loadConfig().database);
  await migrateToLatest(db);
  const { seeded } = await seedDemo(db);
  console.log(seeded ? "Demo data created." : "Demo data already present: nothing changed.");
  await db.destroy();
});
