/**
 * Spec §4/§9, checklist G3: the loading bar's timing. Work that ends within the throttle shows no bar at all;
 * longer work shows a bar that grows every tick so it would be nearly full when the duration is over, yet
 * never full by itself; the end of the work fills it (or marks it failed) and it hides a moment later.
 */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_DELAY_MS = 500;
/** Where the bar stops when the work outlasts the duration: only the real end of the work fills it. */
export const PROGRESS_CEILING = 95;

export type ProgressPhase = "hidden" | "running" | "done" | "failed";

export interface ProgressState {
  phase: ProgressPhase;
  /** Whole percent, 0–100. */
  value: number;
}

export type ProgressOutcome = "ok" | "failed";

/** The bar's value after `ticks` ticks of running: linear up to the ceiling, reached at the duration. */
export function progressAfterTicks(ticks: number): number {
  const ticksInDuration = PROGRESS_DURATION_MS / PROGRESS_TICK_MS;
  return Math.min(PROGRESS_CEILING, Math.round((Math.max(0, ticks) * PROGRESS_CEILING) / ticksInDuration));
}

const HIDDEN: ProgressState = { phase: "hidden", value: 0 };

/**
 * Tracks any number of overlapping pieces of work (navigations, API calls) as one bar: it runs while at least
 * one is going, and ends — failed if any of them failed — when the last one ends.
 */
export class ProgressTracker {
  private state: ProgressState = HIDDEN;
  private active = 0;
  private failed = false;
  private ticks = 0;
  /** Bumped by `reset`: work begun before it no longer counts when it ends. */
  private generation = 0;
  private throttleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private hideTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  /** Starts a piece of work; call the returned function once when it ends (later calls do nothing). */
  begin(): (outcome?: ProgressOutcome) => void {
    this.active += 1;
    if (this.active === 1) {
      this.failed = false;
      this.throttleTimer = setTimeout(() => this.show(), PROGRESS_THROTTLE_MS);
    }
    let ended = false;
    const generation = this.generation;
    return (outcome = "ok") => {
      if (ended || generation !== this.generation) return;
      ended = true;
      if (outcome === "failed") this.failed = true;
      this.active -= 1;
      if (this.active === 0) this.finish();
    };
  }

  /** No work and no bar, as on a page just loaded; what was begun before ends unheard (tests start each file so). */
  reset(): void {
    clearTimeout(this.throttleTimer);
    clearInterval(this.tickTimer);
    clearTimeout(this.hideTimer);
    this.throttleTimer = undefined;
    this.tickTimer = undefined;
    this.hideTimer = undefined;
    this.generation += 1;
    this.active = 0;
    this.failed = false;
    this.set(HIDDEN);
  }

  snapshot = (): ProgressState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: ProgressState): void {
    if (next.phase === this.state.phase && next.value === this.state.value) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private show(): void {
    this.throttleTimer = undefined;
    clearTimeout(this.hideTimer);
    this.ticks = 0;
    this.set({ phase: "running", value: 0 });
    this.tickTimer = setInterval(() => {
      this.ticks += 1;
      this.set({ phase: "running", value: progressAfterTicks(this.ticks) });
    }, PROGRESS_TICK_MS);
  }

  private finish(): void {
    const shown = this.throttleTimer === undefined;
    clearTimeout(this.throttleTimer);
    this.throttleTimer = undefined;
    clearInterval(this.tickTimer);
    this.tickTimer = undefined;
    // Quick work that went well leaves no trace; a failure is always shown, however quick.
    if (!shown && !this.failed) return;
    this.set({ phase: this.failed ? "failed" : "done", value: 100 });
    clearTimeout(this.hideTimer);
    this.hideTimer = setTimeout(() => this.set(HIDDEN), PROGRESS_HIDE_DELAY_MS);
  }
}

/** The app's one bar: navigations and API calls report to it, the ProgressBar component draws it. */
export const pageProgress = new ProgressTracker();
