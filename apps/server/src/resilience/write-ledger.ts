import { type CallResult, isAcknowledged } from "./http-client.ts";

/**
 * What a client knows about the writes it sent to one key (a favourite, a password, a report): the value of
 * the last acknowledged one, and the values sent after it that never got a 2xx — a crash may have committed
 * them or not. After the crash the stored value must be one of these, and it must be the acknowledged one
 * when nothing was sent after it.
 */
export class WriteLedger<K, V> {
  private readonly entries = new Map<K, { acknowledged: V | undefined; unknown: V[] }>();
  acknowledgedCount = 0;
  /** Requests that got no answer at all: the server died with them in flight. */
  unanswered = 0;

  constructor(private readonly initial: (key: K) => V | undefined) {}

  /** Sends one write through `send` and records its outcome; true when acknowledged. */
  async write(key: K, value: V, send: () => Promise<CallResult>): Promise<boolean> {
    const entry = this.entry(key);
    entry.unknown.push(value);
    let result: CallResult;
    try {
      result = await send();
    } catch {
      this.unanswered += 1;
      return false;
    }
    if (!isAcknowledged(result.status)) return false;
    entry.acknowledged = value;
    entry.unknown = [];
    this.acknowledgedCount += 1;
    return true;
  }

  keys(): K[] {
    return [...this.entries.keys()];
  }

  /** The last acknowledged value (or the initial one), then the values that may have landed after it. */
  possible(key: K): { acknowledged: V | undefined; unknown: V[] } {
    const entry = this.entry(key);
    return { acknowledged: entry.acknowledged, unknown: [...entry.unknown] };
  }

  /** Whether a write of this key was acknowledged (keys written once, like reports, with no initial value). */
  wasAcknowledged(key: K): boolean {
    return this.entries.get(key)?.acknowledged !== undefined;
  }

  private entry(key: K) {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { acknowledged: this.initial(key), unknown: [] };
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** Runs `step` until it answers false (the writer's first refusal or failure) or `stop` is set. */
export async function writerLoop(stop: { stopped: boolean }, step: () => Promise<boolean>): Promise<void> {
  while (!stop.stopped) {
    if (!(await step())) return;
  }
}
