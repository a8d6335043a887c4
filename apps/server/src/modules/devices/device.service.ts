import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import {
  deleteOwnSessionsExcept,
  deleteSession,
  findOwnSessionByHandle,
  listOwnLiveSessions,
} from "../sessions/session.service.ts";

export interface Device {
  nome: string;
  tipo: "desktop" | "mobile";
  ultimoAcesso: string;
  atual: boolean;
  token_id: { token: string };
}

type DeviceContext = Pick<RequestContext, "db" | "scope" | "origin">;

export async function listDevices(context: DeviceContext, auth: Authenticated): Promise<Device[]> {
  const sessions = await listOwnLiveSessions(
    context.db,
    context.scope,
    auth.user.id,
    new Date().toISOString(),
  );
  return sessions.map((session) => ({
    nome: session.device_name,
    tipo: session.device_type === "mobile" ? "mobile" : "desktop",
    ultimoAcesso: session.last_access_at,
    atual: session.id === auth.session.id,
    token_id: { token: session.handle },
  }));
}

/** Ends one of the person's other sessions at once: its next call is a 401. */
export async function deleteDevice(
  { db, scope, origin }: DeviceContext,
  auth: Authenticated,
  handle: string,
) {
  // An administrator visiting a person acts in their name but must not end the person's own sessions.
  requireOwner(auth);
  if (handle === auth.session.handle) throw new HttpError(400, "devices.cannotDeleteCurrent");
  const session = await findOwnSessionByHandle(db, scope, auth.user.id, handle);
  if (!session) throw new HttpError(404, "devices.notFound");
  await deleteSession(db, scope, session.id);
  const { id } = auth.user;
  await recordAudit(db, scope, {
    type: "device.removed",
    actor: id,
    subject: id,
    origin,
    details: { device: session.device_name },
  });
}

/** Ends every other session of the person; `handle` must be the current one's, as the client shows it. */
export async function deleteOtherDevices(
  { db, scope, origin }: DeviceContext,
  auth: Authenticated,
  handle: string,
) {
  // An administrator visiting a person acts in their name but must not end the person's own sessions.
  requireOwner(auth);
  if (handle !== auth.session.handle) throw new HttpError(400, "devices.notCurrent");
  await deleteOwnSessionsExcept(db, scope, auth.user.id, auth.session.id);
  const { id } = auth.user;
  await recordAudit(db, scope, { type: "device.removed_all", actor: id, subject: id, origin, details: {} });
}
