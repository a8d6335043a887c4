import type { CallResponse } from "@trilha/contracts/call";
import type { Upload } from "@trilha/contracts/uploads.calls";
import * as uploadsCalls from "@trilha/contracts/uploads.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import type { Authenticated } from "../../http/caller.ts";
import { type CallContext, type CallHandler, registerCall } from "../../http/register-call.ts";
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
  registerCall(
    app,
    uploadsCalls.uploadCreate,
    ownerGetsUpload(async (context, caller) => {
      await enforceRateLimit(context.data, rateLimits.uploadsPerUser(caller.user.id));
      return createUpload(context, caller, context.body);
    }),
  );
  registerCall(
    app,
    uploadsCalls.uploadStatus,
    ownerGetsUpload((context, caller) => uploadState(context, caller, context.body.envio_id)),
  );
  registerCall(
    app,
    uploadsCalls.uploadChunk,
    ownerGetsUpload((context, caller) => receiveChunk(context, caller, context.body)),
  );
  registerCall(
    app,
    uploadsCalls.uploadFinish,
    ownerGetsUpload((context, caller) => finishUpload(context, caller, context.body.envio_id)),
  );

  registerCall(app, uploadsCalls.uploadCancel, async (context) => {
    requireOwner(context.caller);
    await cancelUpload(context, context.caller, context.body.envio_id);
    return { status: "sucesso" as const, mensagem: translate(context.lang, "uploads.cancelled") };
  });
}

type UploadCall =
  | typeof uploadsCalls.uploadCreate
  | typeof uploadsCalls.uploadStatus
  | typeof uploadsCalls.uploadChunk
  | typeof uploadsCalls.uploadFinish;

/** The handler of a call of the upload's owner alone that answers with the upload as it now stands. */
function ownerGetsUpload<C extends UploadCall>(
  act: (context: CallContext<C>, caller: Authenticated) => Promise<Upload>,
): CallHandler<C> {
  return async (context) => {
    requireOwner(context.caller);
    // The four share one answer schema, which TypeScript cannot see through the generic `C`.
    return { status: "sucesso", envio: await act(context, context.caller) } as CallResponse<C>;
  };
}
