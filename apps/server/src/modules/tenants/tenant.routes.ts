import * as tenantsCalls from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { globalDb } from "../../db/scoped-db.ts";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { registerCall } from "../../http/register-call.ts";
import { sendStoredImage } from "../../http/stored-image.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import {
  approveTenantHost,
  changeTenantLogo,
  createTenant,
  readTenantForEditor,
  saveTenant,
  servedLogo,
  tenantFieldName,
  undoTenantChange,
  visibleTenants,
} from "./tenant.service.ts";
import { LOGO_CONTENT_TYPE } from "./tenant-logo.ts";

export default async function tenantRoutes(app: FastifyInstance) {
  registerCall(app, tenantsCalls.tenantList, async (context) => ({ tenants: await visibleTenants(context) }));

  registerCall(app, tenantsCalls.tenantRead, async (context) =>
    readTenantForEditor(context, context.body.plataforma_id),
  );

  registerCall(app, tenantsCalls.tenantCreate, async (context) => {
    const plataforma = await createTenant(context, context.caller, context.body);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "tenants.created"), plataforma };
  });

  registerCall(app, tenantsCalls.tenantSave, async (context) => {
    const { plataforma_id, ...fields } = context.body;
    const plataforma = await saveTenant(context, context.caller, plataforma_id, fields);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "tenants.saved"), plataforma };
  });

  registerCall(app, tenantsCalls.tenantHostApprove, async (context) => {
    const { plataforma_id, dominio } = context.body;
    const plataforma = await approveTenantHost(
      context,
      context.caller,
      plataforma_id,
      dominio.trim().toLowerCase(),
    );
    const mensagem = translate(context.lang, "tenants.hostApproved", { host: dominio });
    return { status: "sucesso" as const, mensagem, plataforma };
  });

  registerCall(app, tenantsCalls.tenantUndo, async (context) => {
    const { record, campo } = await undoTenantChange(context, context.caller, context.body.evento_id);
    return {
      status: "sucesso" as const,
      mensagem: translate(context.lang, "tenants.undo.done", { campo: tenantFieldName(context.lang, campo) }),
      plataforma: record,
    };
  });

  registerCall(app, tenantsCalls.tenantLogoUpload, async (context) => {
    const { data, caller, body } = context;
    // A logo is decoded and resized as a photo is: it counts against the same allowance.
    await enforceRateLimit(data, rateLimits.photoUploadsPerUser(caller.user.id));
    const plataforma = await changeTenantLogo(context, caller, body.plataforma_id, body.imagem);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "tenants.logoSaved"), plataforma };
  });

  registerCall(app, tenantsCalls.tenantLogoRemove, async (context) => {
    const plataforma = await changeTenantLogo(context, context.caller, context.body.plataforma_id, null);
    return {
      status: "sucesso" as const,
      mensagem: translate(context.lang, "tenants.logoRemoved"),
      plataforma,
    };
  });

  // Read by <img>, so without a bearer token; names are content hashes, so a file never changes under its name.
  app.get<{ Params: { logo: string } }>(webPaths.tenantLogo.pattern, async (request, reply) => {
    const data = await servedLogo(
      { shared: globalDb(app.db), providers: app.providers },
      request.params.logo,
    );
    if (data === null) return sendTranslatedError(request, reply, 404, "api.notFound");
    return sendStoredImage(request, reply, data, LOGO_CONTENT_TYPE);
  });
}
