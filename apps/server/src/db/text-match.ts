import { type ExpressionBuilder, sql } from "kysely";

/**
 * Text searches typed by people. LIKE's wildcards (`%`, `_`) and the escape character typed in the text are
 * escaped, with an ESCAPE clause: SQLite has no default escape character (PostgreSQL's is the same `\`), so
 * without it "100%" or "a_b" would not match as typed, and "_" would match everything.
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `column` contains `text`, case aside. */
export function containsText(
  // biome-ignore lint/suspicious/noExplicitAny: any table's text column
  eb: ExpressionBuilder<any, any>,
  column: string,
  text: string,
) {
  return sql<boolean>`lower(${eb.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}

/** `column` starts with `prefix`, as typed. */
export function startsWithText(
  // biome-ignore lint/suspicious/noExplicitAny: any table's text column
  eb: ExpressionBuilder<any, any>,
  column: string,
  prefix: string,
) {
  return sql<boolean>`${eb.ref(column)} like ${`${escapeLike(prefix)}%`} escape '\\'`;
}
