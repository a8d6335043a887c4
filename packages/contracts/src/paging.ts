import { z } from "zod/mini";

/** Paged lists: the page a query string asks for, and where the page an answer holds stands. */

/**
 * `pagina` from 1 up to `lastPage`, and `limite`, the rows a page, up to `maxSize` (`size` when left out), as
 * a query string sends them.
 */
export function pageQuery(lastPage: number, size: number, maxSize: number) {
  return {
    pagina: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(lastPage)), 1),
    limite: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(maxSize)), size),
  };
}

/** The page an answer holds, its size, and how many rows the filters let through in all. */
export function pageFields() {
  return {
    pagina: z.number().check(z.int()),
    limite: z.number().check(z.int()),
    total: z.number().check(z.int()),
  };
}
