import { loadConfig } from "../../config.ts";
import { runMain } from "../../server.ts";
import { createDatabase, migrateToLatest } from "../database.ts";
import { seedDemo } from "./demo-seed.ts";

// `npm run seed`: demo data into the configured database, without starting the server.
runMain(async () => {
  const db = createDatabase(loadConfig().database);
  await migrateToLatest(db);
  const { seeded } = await seedDemo(db);
  console.log(seeded ? "Demo data created." : "Demo data already present: nothing changed.");
  await db.destroy();
});
