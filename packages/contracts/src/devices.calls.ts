import { z } from "zod/mini";
import { post } from "./call.ts";
import { okBody } from "./errors.ts";
import { token } from "./fields.ts";

/** A device is one session; `token_id.token` is an opaque handle for it, never the session token. */
export const device = z.object({
  nome: z.string(),
  tipo: z.enum(["desktop", "mobile"]),
  ultimoAcesso: z.string(),
  atual: z.boolean(),
  token_id: z.object({ token: z.string() }),
});

export const deviceList = post("session", "/conta/{lang}/dispositivo/listar", {
  visitorMay: true,
  response: z.object({ dispositivos: z.array(device) }),
});

export const deviceDelete = post("session", "/conta/{lang}/dispositivo/deletar", {
  body: z.object({ token }),
  response: okBody,
});

export const deviceDeleteAll = post("session", "/conta/{lang}/dispositivo/deletar-todos", {
  body: z.object({ token }),
  response: okBody,
});
