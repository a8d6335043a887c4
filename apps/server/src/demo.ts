import { seedDemo } from "./db/seed/demo-seed.ts";
import { loadDemoConfig } from "./demo-config.ts";
import { storeDemoFiles } from "./demo-files.ts";
import { createStorageProvider } from "./providers/storage/storage.ts";
import { runMain, startServer } from "./server.ts";

// `npm run demo`: the platform with the demo tenants and accounts on the embedded database.
runMain(async () => {
  const config = loadDemoConfig();
  await startServer(config, async (db) => {
    const { seeded } = await seedDemo(db);
    const storage = await createStorageProvider(config);
    await storeDemoFiles(db, storage).finally(() => storage.close());
    console.log(seeded ? "Demo data created." : "Demo data already present.");
  });
  console.log(`Trilha demo at http://localhost:${config.port} (every demo password: aprender2026)`);
  if (!["127.0.0.1", "localhost", "::1"].includes(config.host)) {
    console.log(`Listening on ${config.host}: other machines can reach the demo and its test sign-in.`);
  }
});
