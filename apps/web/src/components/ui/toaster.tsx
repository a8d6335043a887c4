import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import {
  currentToasts,
  dismissToast,
  subscribeToasts,
  TOAST_DURATION_MS,
  type Toast,
} from "../../lib/toasts.ts";
import "./toaster.css";

/** Counts down the toast's time, holding while the person points at it or is inside it with the keyboard. */
function useAutoDismiss(id: number, paused: boolean): void {
  const remaining = useRef(TOAST_DURATION_MS);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, paused]);
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(toast.id, hovered || focused);
  return (
    <li
      className={`toast toast--${toast.tone}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="icon-button toast__close"
        aria-label={t("toasts.dismiss")}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** Spec §9, checklist G2: notifications at the top right, each for 10 s, read out politely as they arrive. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  // The live region must exist, empty, before its first message, or screen readers may not announce it.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <section className="toaster" aria-label={t("toasts.region")}>
      <ol className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {ready ? toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />) : null}
      </ol>
    </section>
  );
}
