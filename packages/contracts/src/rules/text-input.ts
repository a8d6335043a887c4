export interface TextInputOptions {
  lettersOnly?: boolean;
  loginStyle?: boolean;
  maxLength?: number;
}

// Combining marks are kept with letters so decomposed input such as "e\u0301" keeps its accent.
const NOT_LETTER_OR_SPACE = /[^\p{L}\p{M}\s]/gu;
const NOT_LOGIN_CHARACTER = /[^\p{L}\p{M}0-9._-]/gu;

function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** A usable limit is a finite number; anything else (undefined, NaN, Infinity) means "no limit". */
function limitOf(maxLength: number | undefined): number | undefined {
  if (maxLength === undefined || !Number.isFinite(maxLength)) return undefined;
  return Math.max(0, Math.floor(maxLength));
}

export function normalizeTextInput(value: string, options: TextInputOptions = {}): string {
  let result = value;
  if (options.lettersOnly) result = result.replace(NOT_LETTER_OR_SPACE, "");
  if (options.loginStyle) {
    // Lowercasing first so characters whose lowercase form differs are filtered in their final form.
    result = result.replace(/\s+/g, "").toLowerCase().replace(NOT_LOGIN_CHARACTER, "");
  }
  // Filtering can bring two spaces together ("a 1 b"), so collapse after it.
  result = collapseWhitespace(result);

  const limit = limitOf(options.maxLength);
  if (limit !== undefined) {
    const codePoints = Array.from(result);
    // Cutting may end on a space; trimming keeps the result normalised and still within the limit.
    if (codePoints.length > limit) result = codePoints.slice(0, limit).join("").trimEnd();
  }
  return result;
}

export function isCounterVisible(length: number, maxLength: number | undefined): boolean {
  const limit = limitOf(maxLength);
  if (limit === undefined || limit <= 0) return false;
  return length > limit / 2;
}

export function remainingCharacters(length: number, maxLength: number): number {
  return Math.max(0, maxLength - length);
}
