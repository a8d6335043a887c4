import { loadConfig } from "./config.ts";
import { seedDemo } from "./db/seed/demo-seed.ts";
import { runMain, startServer } from "./server.ts";

// `npm run demo`: the platform with the demo tenants and accounts on the embedded database.
runMain(async () => {
  // The demo tries social sign-in offline on the local test provider, unless told otherwise.
  const config = loadConfig({ LOCAL_OIDC: "true", ...process.env });
  await startServer(config, async (db) => {
    const { seeded } = await seedDemo(db);
    console.log(seeded ? "Demo data created." : "Demo data already present.");
  });
  console.log(`Trilha demo at http://localhost:${config.port} (every demo password: aprender2026)`);
});
