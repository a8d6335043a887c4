import { deviceDelete, deviceDeleteAll, deviceList } from "@trilha/contracts/account.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { signedIn } from "../../plugins/app/access.ts";
import { requestOrigin } from "../audit/audit-origin.ts";
import { deleteDevice, deleteOtherDevices, listDevices } from "./device.service.ts";

/** Spec §7 connected devices: each device is one session, addressed by its opaque handle. */
export default async function deviceRoutes(app: FastifyInstance) {
  registerCall(app, deviceList, async ({ request }) => ({
    dispositivos: await listDevices(app.db, request.scope, signedIn(request)),
  }));

  registerCall(app, deviceDelete, async ({ body, request, lang }) => {
    await deleteDevice(app.db, request.scope, signedIn(request), body.token, requestOrigin(request));
    return { status: "sucesso" as const, mensagem: translate(lang, "devices.removed") };
  });

  registerCall(app, deviceDeleteAll, async ({ body, request, lang }) => {
    await deleteOtherDevices(app.db, request.scope, signedIn(request), body.token, requestOrigin(request));
    return { status: "sucesso" as const, mensagem: translate(lang, "devices.removed") };
  });
}
