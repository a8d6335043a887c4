import {
  uploadCancel,
  uploadChunk,
  uploadCreate,
  uploadFinish,
  uploadStatus,
} from "@trilha/contracts/uploads.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { cancelUpload, createUpload, finishUpload, receiveChunk, uploadState } from "./upload.service.ts";

/**
 * Resumable uploads, for the files a person delivers. What a file is for (a delivery, an attachment) is
 * decided by the call that takes its upload id; these only bring the bytes in. A visiting administrator sends
 * nothing in the person's name.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  registerCall(app, uploadCreate, async (context) => {
    const { caller } = context;
    requireOwner(caller);
    await enforceRateLimit(context.db, context.scope, rateLimits.uploadsPerUser(caller.user.id));
    return { status: "sucesso" as const, envio: await createUpload(context, caller, context.body) };
  });

  registerCall(app, uploadStatus, async (context) => {
    requireOwner(context.caller);
    return {
      status: "sucesso" as const,
      envio: await uploadState(context, context.caller, context.body.envio_id),
    };
  });

  registerCall(app, uploadChunk, async (context) => {
    requireOwner(context.caller);
    return { status: "sucesso" as const, envio: await receiveChunk(context, context.caller, context.body) };
  });

  registerCall(app, uploadFinish, async (context) => {
    requireOwner(context.caller);
    return {
      status: "sucesso" as const,
      envio: await finishUpload(context, context.caller, context.body.envio_id),
    };
  });

  registerCall(app, uploadCancel, async (context) => {
    requireOwner(context.caller);
    await cancelUpload(context, context.caller, context.body.envio_id);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "uploads.cancelled") };
  });
}
