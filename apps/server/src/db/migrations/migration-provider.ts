import type { Migration, MigrationProvider } from "kysely/migration";
import { importFound } from "../../lib/import-found.ts";

/**
 * Every migration of this folder, named after its file (`<date>-<nnn>-<name>.ts`): the migrator runs them in the
 * order of their names, which are dated and never change once landed.
 */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => {
    const found = await importFound<Migration>(import.meta.url, "./20*-*.ts");
    return Object.fromEntries(
      found.map(({ path, module }) => [path.replace(/^\.\//, "").replace(/\.ts$/, ""), module]),
    );
  },
};
