import { isIPv6 } from "node:net";

/**
 * Sliding-window estimate (the "sliding window counter" of Cloudflare's and Redis' rate limiters): the hits of
 * the current fixed window plus the previous window's hits weighted by how much of it still lies within the
 * last `windowMs`. Two counters per key, no per-request rows, and no burst of twice the limit at a window edge
 * as a plain fixed window allows.
 */
export interface WindowCounts {
  previousHits: number;
  /** Hits of the current window, the one being judged included. */
  currentHits: number;
}

export function windowStartOf(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

export function estimatedHits(counts: WindowCounts, nowMs: number, windowMs: number): number {
  const elapsed = (nowMs - windowStartOf(nowMs, windowMs)) / windowMs;
  return counts.currentHits + counts.previousHits * (1 - elapsed);
}

export function isOverLimit(counts: WindowCounts, limit: number, nowMs: number, windowMs: number): boolean {
  return estimatedHits(counts, nowMs, windowMs) > limit;
}

/**
 * How long until one more hit would be allowed, given the hits already counted (the refused one excluded):
 * later in this window as the previous one fades, or in the next window once this one has faded enough.
 */
export function retryAfterMs(
  counts: { previousHits: number; currentHits: number },
  limit: number,
  nowMs: number,
  windowMs: number,
): number {
  const start = windowStartOf(nowMs, windowMs);
  const room = limit - counts.currentHits - 1;
  let allowedAt: number;
  if (room >= 0) {
    // Needs previousHits * (1 - f) <= room.
    const fraction = counts.previousHits > 0 ? 1 - room / counts.previousHits : 0;
    allowedAt = start + Math.max(0, fraction) * windowMs;
  } else {
    // This window's hits become the previous ones: currentHits * (1 - f) <= limit - 1.
    const fraction = counts.currentHits > 0 ? 1 - (limit - 1) / counts.currentHits : 0;
    allowedAt = start + windowMs + Math.max(0, fraction) * windowMs;
  }
  return Math.max(1_000, Math.ceil(allowedAt - nowMs));
}

/**
 * The address a per-IP limit counts under. An IPv6 client usually holds a whole /64, so counting each
 * address apart would let one machine rotate through billions of them; IPv4 (and IPv4-mapped) stays whole.
 */
export function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
