import { AUDIT_VALUE_MAX_LENGTH } from "../audit.calls.ts";

/**
 * Which recorded change to a platform can be undone from its audit entry, shared by the audit page (which offers
 * 'Desfazer') and the server (which refuses the rest, and also a platform changed since).
 */

/** What the log records instead of a secret's value: never shown, and never restored by an undo. */
export const MASKED_AUDIT_VALUE = "••••••";

export type UndoRefusal = "masked" | "logo" | "cut";

/**
 * Why a change cannot be restored from its record, or null when it can: a masked secret (its value was never
 * kept), the logo (a replaced file is deleted), a value cut to fit the log.
 */
export function undoRefusal(details: { campo: string; antes: string; depois: string }): UndoRefusal | null {
  let refusal: UndoRefusal | null = null;
  if (details.antes === MASKED_AUDIT_VALUE || details.depois === MASKED_AUDIT_VALUE) refusal = "masked";
  else if (details.campo === "logo") refusal = "logo";
  else if (details.antes.length >= AUDIT_VALUE_MAX_LENGTH || details.depois.length >= AUDIT_VALUE_MAX_LENGTH)
    refusal = "cut";
  return refusal;
}
