import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  PROGRESS_CEILING,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_TICK_MS,
  ProgressTracker,
  progressAfterTicks,
} from "./progress.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

describe("progress constants (spec §9)", () => {
  it("throttles 200 ms, ticks every 100 ms over 5000 ms and hides 500 ms after the end", () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(PROGRESS_TICK_MS).toBe(100);
    expect(PROGRESS_DURATION_MS).toBe(5000);
    expect(PROGRESS_HIDE_DELAY_MS).toBe(500);
  });
});

describe("progressAfterTicks", () => {
  it("grows linearly and reaches the ceiling at the duration (50 ticks), never 100 %", () => {
    expect(progressAfterTicks(0)).toBe(0);
    expect(progressAfterTicks(25)).toBe(Math.round(PROGRESS_CEILING / 2));
    expect(progressAfterTicks(49)).toBeLessThan(PROGRESS_CEILING);
    expect(progressAfterTicks(50)).toBe(PROGRESS_CEILING);
    expect(progressAfterTicks(10_000)).toBe(PROGRESS_CEILING);
    expect(PROGRESS_CEILING).toBeLessThan(100);
  });

  it("only goes up, tick after tick", () => {
    const values = Array.from({ length: 60 }, (_, tick) => progressAfterTicks(tick));
    for (let tick = 1; tick < values.length; tick++) {
      expect(values[tick]).toBeGreaterThanOrEqual(values[tick - 1] ?? 0);
    }
  });
});

describe("ProgressTracker", () => {
  it("shows nothing for work that ends within the 200 ms throttle", () => {
    const tracker = new ProgressTracker();
    const changes = vi.fn();
    tracker.subscribe(changes);
    const end = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    end();
    vi.advanceTimersByTime(10_000);
    expect(changes).not.toHaveBeenCalled();
    expect(tracker.snapshot()).toEqual({ phase: "hidden", value: 0 });
  });

  it("appears at 200 ms, grows every 100 ms, stops short of 100 % by itself", () => {
    const tracker = new ProgressTracker();
    tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    expect(tracker.snapshot().phase).toBe("hidden");
    vi.advanceTimersByTime(1);
    expect(tracker.snapshot()).toEqual({ phase: "running", value: 0 });
    vi.advanceTimersByTime(PROGRESS_TICK_MS - 1);
    expect(tracker.snapshot().value).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tracker.snapshot().value).toBe(progressAfterTicks(1));
    vi.advanceTimersByTime(PROGRESS_DURATION_MS - PROGRESS_TICK_MS);
    expect(tracker.snapshot()).toEqual({ phase: "running", value: PROGRESS_CEILING });
    vi.advanceTimersByTime(60_000);
    expect(tracker.snapshot()).toEqual({ phase: "running", value: PROGRESS_CEILING });
  });

  it("fills to 100 % when the work ends and hides 500 ms later", () => {
    const tracker = new ProgressTracker();
    const end = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + 3 * PROGRESS_TICK_MS);
    end();
    expect(tracker.snapshot()).toEqual({ phase: "done", value: 100 });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS - 1);
    expect(tracker.snapshot()).toEqual({ phase: "done", value: 100 });
    vi.advanceTimersByTime(1);
    expect(tracker.snapshot()).toEqual({ phase: "hidden", value: 0 });
  });

  it("runs while any of several overlapping pieces of work goes on", () => {
    const tracker = new ProgressTracker();
    const endFirst = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    const endSecond = tracker.begin();
    endFirst();
    // Ending twice counts once.
    endFirst();
    vi.advanceTimersByTime(PROGRESS_TICK_MS);
    expect(tracker.snapshot().phase).toBe("running");
    endSecond();
    expect(tracker.snapshot()).toEqual({ phase: "done", value: 100 });
  });

  it("ends failed when any piece failed, and shows a quick failure too", () => {
    const tracker = new ProgressTracker();
    const endOk = tracker.begin();
    const endFailed = tracker.begin();
    vi.advanceTimersByTime(50);
    endFailed("failed");
    endOk();
    expect(tracker.snapshot()).toEqual({ phase: "failed", value: 100 });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(tracker.snapshot().phase).toBe("hidden");

    // The next run starts clean.
    const end = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    end();
    expect(tracker.snapshot().phase).toBe("done");
  });

  it("new work during the hide delay starts a new run after its own throttle", () => {
    const tracker = new ProgressTracker();
    const first = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    first();
    vi.advanceTimersByTime(100);
    const second = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(tracker.snapshot()).toEqual({ phase: "running", value: 0 });
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(tracker.snapshot().phase).toBe("running");
    second();
    expect(tracker.snapshot().phase).toBe("done");
  });
});

describe("ProgressTracker.reset", () => {
  it("hides the bar at once, and work begun before it ends without a trace", () => {
    const tracker = new ProgressTracker();
    const before = tracker.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + PROGRESS_TICK_MS);
    expect(tracker.snapshot().phase).toBe("running");
    tracker.reset();
    expect(tracker.snapshot()).toEqual({ phase: "hidden", value: 0 });
    const after = tracker.begin();
    before("failed");
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    // The work begun after the reset still runs, and the earlier one's failure is not its.
    expect(tracker.snapshot().phase).toBe("running");
    after();
    expect(tracker.snapshot()).toEqual({ phase: "done", value: 100 });
  });
});
