import { callPath } from "@trilha/contracts/call";

export const DAY_MS = 86_400_000;

/** A call's path in pt-br, with a query string when given (`?id=1`). */
export const ptPath = (call: { path: `/${string}` }, query = "") => `${callPath(call, "pt-br")}${query}`;

/** The moment `days` from now (before it when negative), as the API writes moments. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
