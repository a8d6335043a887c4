import { profileEmailChange, profilePhotoRemove, profilePhotoUpload } from "@trilha/contracts/profile.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendTranslatedError } from "../../http/error-handler.ts";
import { registerCall } from "../../http/register-call.ts";
import { signedInAsOwner } from "../../plugins/app/access.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { changeEmail } from "./email-change.service.ts";
import { changePhoto, type ProfileContext, readPhoto, removePhoto } from "./profile.service.ts";
import { PHOTO_CONTENT_TYPE } from "./profile-photo.ts";

const ONE_YEAR_SECONDS = 31_536_000;

export default async function profileRoutes(app: FastifyInstance) {
  const contextOf = (request: FastifyRequest): ProfileContext => ({
    db: app.db,
    storage: app.providers.storage,
    scope: request.scope,
  });

  // The photo is how classmates and teachers recognise the person: a visiting administrator changes none.
  registerCall(app, profilePhotoUpload, async ({ body, request, lang }) => {
    const owner = signedInAsOwner(request);
    await enforceRateLimit(app.db, request.scope, rateLimits.photoUploadsPerUser(owner.user.id));
    const usuario = await changePhoto(contextOf(request), owner, body.imagem);
    return { status: "sucesso" as const, mensagem: translate(lang, "profile.photoUpdated"), usuario };
  });

  registerCall(app, profilePhotoRemove, async ({ request, lang }) => {
    const usuario = await removePhoto(contextOf(request), signedInAsOwner(request));
    return { status: "sucesso" as const, mensagem: translate(lang, "profile.photoRemoved"), usuario };
  });

  // A visiting administrator sees the account but never changes where its password-reset links go.
  registerCall(app, profileEmailChange, async ({ body, request, lang }) => {
    const context = {
      db: app.db,
      scope: request.scope,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    };
    const { usuario, removed } = await changeEmail(context, signedInAsOwner(request), body, {
      tenantName: request.tenant.nome,
      lang,
      send: (message) => {
        app.providers.mail.send(message).catch((error: unknown) => {
          request.log.error({ err: error }, "e-mail change notice not sent");
        });
      },
    });
    const mensagem = translate(lang, removed ? "profile.emailRemoved" : "profile.emailUpdated");
    return { status: "sucesso" as const, mensagem, usuario };
  });

  // Spec §7: the photo is read from the tenant's own path, by <img>, so without a bearer token. Names are
  // content hashes: a file never changes under its name, and another scope's name finds nothing here.
  app.get<{ Params: { foto: string } }>("/foto-perfil/:foto", async (request, reply) => {
    const data = await readPhoto(contextOf(request), request.params.foto);
    if (data === null) return sendTranslatedError(request, reply, 404, "api.notFound");
    return reply
      .header("content-type", PHOTO_CONTENT_TYPE)
      .header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(data);
  });
}
