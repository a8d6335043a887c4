import { z } from "zod/mini";
import { defineCall } from "./call.ts";
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

export const deviceList = defineCall({
  method: "POST",
  path: "/conta/{lang}/dispositivo/listar",
  access: "session",
  response: z.object({ dispositivos: z.array(device) }),
});

export const deviceDelete = defineCall({
  method: "POST",
  path: "/conta/{lang}/dispositivo/deletar",
  access: "session",
  body: z.object({ token }),
  response: okBody,
});

export const deviceDeleteAll = defineCall({
  method: "POST",
  path: "/conta/{lang}/dispositivo/deletar-todos",
  access: "session",
  body: z.object({ token }),
  response: okBody,
});
