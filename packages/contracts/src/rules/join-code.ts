/**
 * The code of a class or a school that a person who signed up through a social sign-in types to join it (the
 * tenant's 'Cadastro pelo login social'). Eight characters of an alphabet without look-alikes (no 0/O, no
 * 1/I/L): about 8.5 × 10¹¹ codes, and every wrong one typed counts towards a rate limit. Typed in any case,
 * with spaces or a hyphen between the halves as it is shown.
 */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 8;
/** The longest text the join form accepts: the code with spaces or hyphens around and inside it. */
export const JOIN_CODE_INPUT_MAX_LENGTH = 32;

/** The code as stored: upper case, without the spaces and hyphens people type between its characters. */
export function normalizeJoinCode(typed: string): string {
  return typed.toUpperCase().replaceAll(/[\s-]/g, "");
}

/** Whether a normalized text can be a code at all (a wrong one is still refused by the server). */
export function isJoinCodeShape(code: string): boolean {
  return (
    code.length === JOIN_CODE_LENGTH && [...code].every((character) => JOIN_CODE_ALPHABET.includes(character))
  );
}

/** As it is shown, in two halves that are easier to read out and copy: `ABCD-EFGH`. */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
