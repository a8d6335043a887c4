import { useEffect, useState } from "react";
import { lazyPart } from "../../lib/lazy-part.tsx";

const CommandsDialog = lazyPart(async () => (await import("./commands-dialog.tsx")).CommandsDialog);

/** Ctrl+Q exactly: with another modifier it is some other shortcut (the browser's, the system's), left alone. */
export function isCommandsShortcut(event: KeyboardEvent): boolean {
  return (
    event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !event.shiftKey &&
    // The key as the layout names it: on AZERTY the physical Q key is Ctrl+A, select all.
    (event.key === "q" || event.key === "Q")
  );
}

/**
 * Spec §9, checklist G5: Ctrl+Q opens the hidden commands dialog, on every page. The dialog's code is fetched
 * on the first press only.
 */
export function CommandsLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandsShortcut(event) || event.repeat) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  if (!open) return null;
  return <CommandsDialog onClose={() => setOpen(false)} />;
}
