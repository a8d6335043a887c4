/** Spec §9, checklist G7: names shown in modals are cut to 20 characters, 1.4 times that on wide screens. */
export const MODAL_TEXT_MAX_LENGTH = 20;
export const MODAL_TEXT_WIDE_SCALE = 1.4;
export const ELLIPSIS = "…";

/** How many characters a modal shows: 20, or 28 on wide screens. */
export function modalTextLimit(wide: boolean): number {
  return wide ? Math.floor(MODAL_TEXT_MAX_LENGTH * MODAL_TEXT_WIDE_SCALE) : MODAL_TEXT_MAX_LENGTH;
}

/**
 * The text as a modal shows it: unchanged when it fits, else cut and ended with an ellipsis, the whole within
 * the limit. Counts characters as people do (code points), so an accent or emoji is never split in half.
 */
export function truncateModalText(text: string, wide: boolean): string {
  const limit = modalTextLimit(wide);
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return characters.join("");
  return `${characters
    .slice(0, limit - 1)
    .join("")
    .trimEnd()}${ELLIPSIS}`;
}
