import { z } from "zod";
import { defineCall } from "./call.ts";

/**
 * The server's clock, so deadlines never trust the browser's. `resultado` is the boolean the notice
 * rules read (whether the repeating notice is kept).
 */
export const serverDate = defineCall({
  method: "POST",
  path: "/licenciamento/{lang}/buscar/dataservidor",
  access: "session",
  response: z.object({ data: z.string(), resultado: z.boolean() }),
});
