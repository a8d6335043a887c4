// Cadastros at 100 000 people: a network manager's lists of people against the same calls in a scope with only
// the measured school's 1 000, on SQLite and on PostgreSQL. Both servers run at once and are called in turns.
import { benchDialects } from "./lib/bench-database.ts";
import { median } from "./lib/load.ts";
import type { RegistrationsScale } from "./lib/registrations-scale-data.ts";
import {
  PEOPLE_PER_SCHOOL,
  REGISTRATIONS_MANAGER,
  REGISTRATIONS_PASSWORD,
  seedRegistrationsScale,
} from "./lib/registrations-scale-data.ts";
import { type SeededServer, startSeededServer } from "./lib/seeded-server.ts";

const PEOPLE_PATH = "/conta/pt-br/cadastros/pessoas";

export interface RegistrationsScaleSettings {
  /** People in the large scope: 100 000 is the figure. */
  largePeople: number;
  samples: number;
  port: number;
  postgresAdminUrl: string | null;
}

/** The lists measured: a school's first page, a login typed in the search, and the network's first page. */
const LISTS = {
  school: (scale: RegistrationsScale) => ({ escola_id: scale.measuredSchoolId, pagina: 1 }),
  login: () => ({ busca: "ra0000123", pagina: 1 }),
  reach: () => ({ pagina: 1 }),
} as const;

export async function runRegistrationsScaleBench(settings: RegistrationsScaleSettings) {
  const dialects = await benchDialects(settings.postgresAdminUrl);
  const rows = [];
  for (const dialect of dialects) {
    const start = (schools: number, port: number) =>
      startSeededServer(dialect, port, settings.postgresAdminUrl, (db, scope) =>
        seedRegistrationsScale(db, scope, schools),
      );
    const small = await start(1, settings.port);
    try {
      const large = await start(
        Math.max(1, Math.round(settings.largePeople / PEOPLE_PER_SCHOOL)),
        settings.port + 1,
      );
      try {
        const times = await measure([small, large], settings.samples);
        const row: Record<string, string | number | boolean> = {
          dialect,
          people: `${small.seeded.people} → ${large.seeded.people}`,
        };
        let within = true;
        for (const list of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
          const [before, after] = [median(times[0][list]), median(times[1][list])];
          row[`${list}P50Ms`] = `${before.toFixed(2)} → ${after.toFixed(2)}`;
          row[`${list}Ratio`] = Number((after / before).toFixed(2));
          if (list !== "reach" && after / before > 1.2) within = false;
        }
        rows.push({ ...row, budget: "school, login ≤ 1.2", withinBudget: within });
      } finally {
        await large.stop();
      }
    } finally {
      await small.stop();
    }
  }
  return { rows };
}

async function measure(servers: SeededServer<RegistrationsScale>[], samples: number) {
  const tokens = await Promise.all(
    servers.map((server) => server.signIn(REGISTRATIONS_MANAGER, REGISTRATIONS_PASSWORD)),
  );
  const times = servers.map(() => ({ school: [] as number[], login: [] as number[], reach: [] as number[] }));
  // The first rounds compile queries and fill the caches.
  for (let i = 0; i < samples + 3; i++) {
    for (const [index, server] of servers.entries()) {
      for (const list of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
        const ms = await server.timed(tokens[index] as string, {
          method: "POST",
          path: PEOPLE_PATH,
          body: LISTS[list](server.seeded),
        });
        if (i >= 3) times[index]?.[list].push(ms);
      }
    }
  }
  return times as [(typeof times)[number], (typeof times)[number]];
}
