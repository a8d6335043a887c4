import * as platformAdminsCalls from "@trilha/contracts/platform-admins.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import {
  addAdministrator,
  inviteAdministrator,
  listAdministrators,
  removeAdministrator,
  resetAdministratorSecondFactor,
} from "./platform-admin.service.ts";

export default async function platformAdminRoutes(app: FastifyInstance) {
  registerCall(app, platformAdminsCalls.platformAdminList, async (context) => ({
    administradores: await listAdministrators(context, context.body.plataforma_id),
  }));

  registerCall(app, platformAdminsCalls.platformAdminAdd, async (context) => {
    const { plataforma_id, ...input } = context.body;
    const added = await addAdministrator(context, context.caller, plataforma_id, input);
    return {
      status: "sucesso" as const,
      mensagem: translate(context.lang, "platformAdmins.added"),
      ...added,
    };
  });

  registerCall(app, platformAdminsCalls.platformAdminInvite, async (context) => {
    const { plataforma_id, ...input } = context.body;
    const invited = await inviteAdministrator(
      context,
      context.caller,
      plataforma_id,
      input,
      context.request.log,
    );
    return {
      status: "sucesso" as const,
      mensagem: translate(context.lang, "platformAdmins.invited", { email: input.email }),
      ...invited,
    };
  });

  registerCall(app, platformAdminsCalls.platformAdminRemove, async (context) => {
    const { plataforma_id, usuario_id } = context.body;
    await removeAdministrator(context, context.caller, plataforma_id, usuario_id);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "platformAdmins.removed") };
  });

  registerCall(app, platformAdminsCalls.platformAdminResetTwoFactor, async (context) => {
    const { plataforma_id, usuario_id } = context.body;
    await resetAdministratorSecondFactor(context, context.caller, plataforma_id, usuario_id);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "platformAdmins.twoFactorReset") };
  });
}
