import type { SelectQueryBuilder } from "kysely";
import { countRows } from "./count.ts";

/** Which rows of a list a page holds. */
export interface Page {
  offset: number;
  limit: number;
}

/** One page of a select's rows in `order`, with how many rows the whole select finds. */
export async function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: (query: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  page: Page,
) {
  const total = await countRows(query.clearSelect());
  const rows = await order(query).limit(page.limit).offset(page.offset).execute();
  return { rows, total };
}
