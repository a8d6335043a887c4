import { loadConfig } from "./config.ts";
import { seedDemo } from "./db/seed/demo-seed.ts";
import { runMain, startServer } from "./server.ts";

// `npm run demo`: the platform with the demo tenants and accounts on the embedded database.
runMain(async () => {
  const config = loadConfig();
  await startServer(config, async (db) => {
    const { seeded } = await seedDemo(db);
    console.log(seeded ? "Demo data created." : "Demo data already present.");
  });
  console.log(`Trilha demo at http://localhost:${config.port} (every demo password: aprender2026)`);
});
