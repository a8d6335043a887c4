import { z } from "zod/mini";
import { post } from "./call.ts";

/** How long an account counts as new: the 'n-time-user' notice repeats for it during these days. */
export const NEW_USER_DAYS = 30;

/**
 * The server's clock, so deadlines never trust the browser's. `resultado` is the boolean the notice
 * rules read (whether the repeating notice is kept): true while the account is new, i.e. created less than
 * NEW_USER_DAYS days before `data`.
 */
export const serverDate = post("session", "/licenciamento/{lang}/buscar/dataservidor", {
  visitorMay: true,
  response: z.object({ data: z.string(), resultado: z.boolean() }),
});
