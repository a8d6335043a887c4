import { useState, useSyncExternalStore } from "react";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { currentToasts, subscribeToasts } from "../../lib/toasts.ts";

const Toaster = lazyPart(async () => (await import("./toaster.tsx")).Toaster);

/**
 * Mount once at the root. It weighs next to nothing: the toaster itself is fetched on the first toast, and
 * stays mounted afterwards so its live region is in place for the next ones.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return <Toaster />;
}
