/**
 * Spec §9, checklist G2: short notifications at the top right that go away by themselves after 10 s.
 * This store is all a feature needs (`showToast`); the component that draws the toasts is downloaded only
 * when the first one is raised, so pages that never notify (sign-in) do not carry it.
 */
export const TOAST_DURATION_MS = 10_000;

export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<Listener>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Raises a notification; returns its id (to dismiss it early). */
export function showToast(message: string, tone: ToastTone = "info"): number {
  lastId += 1;
  emit([...toasts, { id: lastId, message, tone }]);
  return lastId;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
