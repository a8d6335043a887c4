import { truncateModalText } from "@trilha/contracts/rules/modal-text";
import { useWideScreen } from "../../lib/use-wide-screen.ts";

/**
 * Spec §9, checklist G7: user-provided text (names) inside a modal, cut to 20 characters (28 on wide screens).
 * When cut, the whole text stays available: as a tooltip for the pointer, and in full for screen readers.
 */
export function TruncatedText({ text, className }: { text: string; className?: string }) {
  const wide = useWideScreen();
  const shown = truncateModalText(text, wide);
  if (shown === text.trim()) return <span className={className}>{shown}</span>;
  return (
    <span className={className} title={text}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
