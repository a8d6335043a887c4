export const DEFAULT_WHATSAPP_NUMBER = "5511999990000";

const CLIENT_PREFIX = "550";
const TENANT_PREFIX = "55";

// Deliberately strict: a number with punctuation is treated as misconfigured, not repaired.
function isAllDigits(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[0-9]+$/.test(value);
}

export function whatsappNumber(input: {
  clientNumber?: string | null;
  tenantNumber?: string | null;
}): string {
  if (isAllDigits(input.clientNumber)) return CLIENT_PREFIX + input.clientNumber;
  if (isAllDigits(input.tenantNumber)) return TENANT_PREFIX + input.tenantNumber;
  return DEFAULT_WHATSAPP_NUMBER;
}

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
