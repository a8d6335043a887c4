/**
 * A text as a search or a comparison should see it: accents and letter case folded away, so 'fracoes' finds
 * 'Frações' and "JOSE" matches "José".
 */
export function foldedText(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
