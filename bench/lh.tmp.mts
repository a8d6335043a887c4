import { runLighthouse } from "./lighthouse.bench.ts";
for (let i = 0; i < 2; i++) console.table(await runLighthouse("http://localhost:3212", { usuario: "1001", senha: "aprender2026" }));
