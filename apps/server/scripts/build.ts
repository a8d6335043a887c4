// `npm run build -w @trilha/server`: the bundle `npm start` runs (see server-bundle.ts).
import fs from "node:fs";
import path from "node:path";
import { buildServer } from "./server-bundle.ts";

const entry = await buildServer();
const mib = fs.statSync(entry).size / 1024 / 1024;
console.log(
  `Server built: ${path.relative(process.cwd(), entry)} (${mib.toFixed(1)} MiB) and its source map`,
);
