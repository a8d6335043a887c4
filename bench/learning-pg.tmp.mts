import { runLearningScaleBench } from "./learning-scale.bench.ts";
const result = await runLearningScaleBench({ largeDeliveries: 1_000_000, samples: 30, port: 3440, postgresAdminUrl: "postgres://postgres@127.0.0.1:5432/postgres" });
console.table(result.rows);
