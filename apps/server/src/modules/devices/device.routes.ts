import { deviceDelete, deviceDeleteAll, deviceList } from "@trilha/contracts/devices.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { deleteDevice, deleteOtherDevices, listDevices } from "./device.service.ts";

/** Spec §7 connected devices: each device is one session, addressed by its opaque handle. */
export default async function deviceRoutes(app: FastifyInstance) {
  registerCall(app, deviceList, async (context) => ({
    dispositivos: await listDevices(context, context.caller),
  }));

  registerCall(app, deviceDelete, async (context) => {
    const { body, caller, lang } = context;
    await deleteDevice(context, caller, body.token);
    return { status: "sucesso" as const, mensagem: translate(lang, "devices.removed") };
  });

  registerCall(app, deviceDeleteAll, async (context) => {
    const { body, caller, lang } = context;
    await deleteOtherDevices(context, caller, body.token);
    return { status: "sucesso" as const, mensagem: translate(lang, "devices.removed") };
  });
}
