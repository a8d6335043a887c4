import { runMorning } from "./first-morning.bench.ts";
const dialect = (process.env.DIALECT ?? "sqlite") as "sqlite" | "postgres";
const run = await runMorning(dialect, {
  students: Number(process.env.STUDENTS ?? 200),
  windowSeconds: Number(process.env.SECONDS ?? 20),
  port: 3811,
  postgresAdminUrl: dialect === "postgres" ? "postgres://postgres@127.0.0.1:5432/postgres" : null,
});
const { timeline, rssSamples, ...rest } = run;
console.table(Object.entries(rest.figures).map(([k, v]) => ({ call: k, ...v })));
console.log(JSON.stringify({ ...rest, figures: undefined }, null, 1));
process.exit(0);
