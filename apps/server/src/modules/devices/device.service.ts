import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { type AuditEvent, recordAudit } from "../audit/audit.service.ts";
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

type DeviceContext = Pick<RequestContext, "data" | "scope" | "origin">;
type Removal =
  | Pick<Extract<AuditEvent, { type: "device.removed" }>, "type" | "details">
  | Pick<Extract<AuditEvent, { type: "device.removed_all" }>, "type" | "details">;

export async function listDevices(context: DeviceContext, auth: Authenticated): Promise<Device[]> {
  const sessions = await listOwnLiveSessions(context.data, auth.user.id, new Date().toISOString());
  return sessions.map((session) => ({
    nome: session.device_name,
    tipo: session.device_type === "mobile" ? "mobile" : "desktop",
    ultimoAcesso: session.last_access_at,
    atual: session.id === auth.session.id,
    token_id: { token: session.handle },
  }));
}

/** Ends one of the person's other sessions at once: its next call is a 401. */
export async function deleteDevice(context: DeviceContext, auth: Authenticated, handle: string) {
  requireOwner(auth);
  if (handle === auth.session.handle) throw new HttpError(400, "devices.cannotDeleteCurrent");
  const session = await findOwnSessionByHandle(context.data, auth.user.id, handle);
  if (!session) throw new HttpError(404, "devices.notFound");
  await deleteSession(context.data, session.id);
  await auditRemoval(context, auth, { type: "device.removed", details: { device: session.device_name } });
}

/** Ends every other session of the person; `handle` must be the current one's, as the client shows it. */
export async function deleteOtherDevices(context: DeviceContext, auth: Authenticated, handle: string) {
  requireOwner(auth);
  if (handle !== auth.session.handle) throw new HttpError(400, "devices.notCurrent");
  await deleteOwnSessionsExcept(context.data, auth.user.id, auth.session.id);
  await auditRemoval(context, auth, { type: "device.removed_all", details: {} });
}

/**
 * Sessions the person ended themselves: `requireOwner` comes first, since an administrator visiting a person
 * acts in their name but must not end the person's own sessions.
 */
function auditRemoval({ data, origin }: DeviceContext, auth: Authenticated, removal: Removal) {
  const { id } = auth.user;
  return recordAudit(data, { ...removal, actor: id, subject: id, origin });
}
