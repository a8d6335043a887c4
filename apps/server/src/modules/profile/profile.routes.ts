import { profileEmailChange, profilePhotoRemove, profilePhotoUpload } from "@trilha/contracts/profile.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { registerCall } from "../../http/register-call.ts";
import { requestContextOf } from "../../http/request-context.ts";
import { languageOfUrl } from "../../http/request-language.ts";
import { sendStoredImage } from "../../http/stored-image.ts";
import { outboxOf } from "../mail/mail-outbox.service.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { changeEmail } from "./email-change.service.ts";
import { changePhoto, readPhoto, removePhoto } from "./profile.service.ts";
import { PHOTO_CONTENT_TYPE } from "./profile-photo.ts";

export default async function profileRoutes(app: FastifyInstance) {
  // The photo is how classmates and teachers recognise the person: a visiting administrator changes none.
  registerCall(app, profilePhotoUpload, async (context) => {
    const { body, caller, lang } = context;
    requireOwner(caller);
    await enforceRateLimit(context.data, rateLimits.photoUploadsPerUser(caller.user.id));
    const usuario = await changePhoto(context, caller, body.imagem);
    return { status: "sucesso" as const, mensagem: translate(lang, "profile.photoUpdated"), usuario };
  });

  registerCall(app, profilePhotoRemove, async (context) => {
    requireOwner(context.caller);
    const usuario = await removePhoto(context, context.caller);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "profile.photoRemoved"), usuario };
  });

  // A visiting administrator sees the account but never changes where its password-reset links go.
  registerCall(app, profileEmailChange, async (context) => {
    const { body, caller, lang, request } = context;
    requireOwner(caller);
    const { usuario, removed } = await changeEmail(context, caller, body, {
      tenantName: context.tenant.nome,
      lang,
      outbox: outboxOf(context, request.log, "e-mail change notice"),
    });
    const mensagem = translate(lang, removed ? "profile.emailRemoved" : "profile.emailUpdated");
    return { status: "sucesso" as const, mensagem, usuario };
  });

  // Spec §7: the photo is read from the tenant's own path, by <img>, so without a bearer token. Names are
  // content hashes: a file never changes under its name, and another scope's name finds nothing here.
  // `?w=` asks for a smaller copy (the page's srcset), as does `Save-Data: on`.
  app.get<{ Params: { foto: string } }>("/foto-perfil/:foto", async (request, reply) => {
    const data = await readPhoto(
      requestContextOf(request, reply, languageOfUrl(request.url)),
      request.params.foto,
    );
    if (data === null) return sendTranslatedError(request, reply, 404, "api.notFound");
    return sendStoredImage(request, reply, data, PHOTO_CONTENT_TYPE);
  });
}
