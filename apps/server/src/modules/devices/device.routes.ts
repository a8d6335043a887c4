import { deviceDelete, deviceDeleteAll, deviceList } from "@trilha/contracts/devices.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { deleteDevice, deleteOtherDevices, listDevices } from "./device.service.ts";

/** Spec §7 connected devices: each device is one session, addressed by its opaque handle. */
export default async function deviceRoutes(app: FastifyInstance) {
  registerCall(app, deviceList, async ({ db, scope, caller }) => ({
    dispositivos: await listDevices(db, scope, caller),
  }));

  registerCall(app, deviceDelete, async ({ body, db, scope, caller, origin, lang }) => {
    await deleteDevice(db, scope, caller, body.token, origin);
    return { status: "sucesso" as const, mensagem: translate(lang, "devices.removed") };
  });

  registerCall(app, deviceDeleteAll, async ({ body, db, scope, caller, origin, lang }) => {
    await deleteOtherDevices(db, scope, caller, body.token, origin);
    return { status: "sucesso" as const, mensagem: translate(lang, "devices.removed") };
  });
}
