// The student's 'Conteúdos' and a class's gradebook with a million deliveries in the school against the same
// calls with only the measured class's 4 050, on SQLite and on PostgreSQL: the measured class is the same in
// both, so the ratio is what the other rows cost its queries.
import { benchDialects } from "./lib/bench-database.ts";
import {
  LEARNING_PASSWORD,
  LEARNING_STUDENT,
  LEARNING_TEACHER,
  seedLearningScale,
} from "./lib/learning-scale-data.ts";
import { median } from "./lib/load.ts";
import { startSeededServer } from "./lib/seeded-server.ts";

const CONTENTS_PATH = "/pedagogico/pt-br/conteudos/aluno";
const GRADEBOOK_PATH = "/pedagogico/pt-br/notas";

export interface LearningScaleSettings {
  /** Deliveries in the large run: 1 000 000 is the figure. */
  largeDeliveries: number;
  samples: number;
  port: number;
  postgresAdminUrl: string | null;
}

export async function runLearningScaleBench(settings: LearningScaleSettings) {
  const dialects = await benchDialects(settings.postgresAdminUrl);
  const rows = [];
  for (const dialect of dialects) {
    // The small school is the measured class alone; both run at once and are called in turns, so a change in
    // the machine's load falls on both alike.
    const small = await startSchool(dialect, 1, settings.port, settings.postgresAdminUrl);
    try {
      const large = await startSchool(
        dialect,
        settings.largeDeliveries,
        settings.port + 1,
        settings.postgresAdminUrl,
      );
      try {
        const times = {
          small: { contents: [] as number[], gradebook: [] as number[] },
          large: { contents: [] as number[], gradebook: [] as number[] },
        };
        for (let i = 0; i < settings.samples + 3; i++) {
          for (const [name, school] of [
            ["small", small],
            ["large", large],
          ] as const) {
            const contents = await school.contents();
            const gradebook = await school.gradebook();
            // The first rounds compile queries and fill the caches.
            if (i >= 3) {
              times[name].contents.push(contents);
              times[name].gradebook.push(gradebook);
            }
          }
        }
        const figure = (values: number[]) => round(median(values), 2);
        const contentsRatio = median(times.large.contents) / median(times.small.contents);
        const gradebookRatio = median(times.large.gradebook) / median(times.small.gradebook);
        rows.push({
          dialect,
          smallDeliveries: small.deliveries,
          largeDeliveries: large.deliveries,
          contentsP50Ms: `${figure(times.small.contents)} → ${figure(times.large.contents)}`,
          contentsRatio: round(contentsRatio, 2),
          gradebookP50Ms: `${figure(times.small.gradebook)} → ${figure(times.large.gradebook)}`,
          gradebookRatio: round(gradebookRatio, 2),
          budget: "≤ 1.2",
          withinBudget: contentsRatio <= 1.2 && gradebookRatio <= 1.2,
        });
      } finally {
        await large.stop();
      }
    } finally {
      await small.stop();
    }
  }
  return { rows };
}

interface School {
  deliveries: number;
  /** One timed call of the measured student's 'Conteúdos' (first page), in ms. */
  contents(): Promise<number>;
  /** One timed call of the measured class's gradebook for the year, in ms. */
  gradebook(): Promise<number>;
  stop(): Promise<void>;
}

/** A database seeded with `deliveries`, and the production server on it with the two people signed in. */
async function startSchool(
  dialect: "sqlite" | "postgres",
  deliveries: number,
  port: number,
  postgresAdminUrl: string | null,
): Promise<School> {
  const server = await startSeededServer(dialect, port, postgresAdminUrl, (db, scope) =>
    seedLearningScale(db, scope, deliveries),
  );
  const student = await server.signIn(LEARNING_STUDENT, LEARNING_PASSWORD);
  const teacher = await server.signIn(LEARNING_TEACHER, LEARNING_PASSWORD);
  const gradebookPath = `${GRADEBOOK_PATH}?turma_id=${server.seeded.measuredClassId}`;
  return {
    deliveries: server.seeded.deliveries,
    contents: () => server.timed(student, { method: "GET", path: CONTENTS_PATH }),
    gradebook: () => server.timed(teacher, { method: "GET", path: gradebookPath }),
    stop: () => server.stop(),
  };
}

function round(value: number, digits = 0): number {
  return Number(value.toFixed(digits));
}
