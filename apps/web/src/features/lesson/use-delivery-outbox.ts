import { useEffect, useRef, useSyncExternalStore } from "react";
import {
  flushDeliveries,
  type OutboxEvent,
  onOutboxEvent,
  type PendingDelivery,
  pendingDeliveries,
  subscribeToOutbox,
} from "./delivery-outbox.ts";

/** How often pending deliveries are tried again while some wait, besides when the browser says it is online. */
export const OUTBOX_RETRY_MS = 20_000;

const NONE: readonly PendingDelivery[] = Object.freeze([]);

/**
 * The signed-in student's pending deliveries, sent now, whenever the connection returns and every little while
 * as long as some wait; `onEvent` hears each one the server confirmed or refused.
 */
export function useDeliveryOutbox(
  userId: number | null,
  onEvent?: (event: OutboxEvent) => void,
): readonly PendingDelivery[] {
  const pending = useSyncExternalStore(subscribeToOutbox, () =>
    userId === null ? NONE : pendingDeliveries(userId),
  );
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => onOutboxEvent((event) => handler.current?.(event)), []);

  useEffect(() => {
    if (userId === null) return;
    const flush = () => void flushDeliveries(userId);
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [userId]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (userId === null || !waiting) return;
    const timer = window.setInterval(() => void flushDeliveries(userId), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [userId, waiting]);

  return pending;
}
