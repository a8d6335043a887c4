import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_TICK_MS,
  ProgressTracker,
} from "../../lib/progress.ts";
import { ProgressBar } from "./progress-bar.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});

describe("ProgressBar", () => {
  it("stays hidden during the throttle, then shows a named progressbar with its value", () => {
    const tracker = new ProgressTracker();
    render(<ProgressBar tracker={tracker} />);
    let end = () => {};
    act(() => {
      end = tracker.begin();
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + 5 * PROGRESS_TICK_MS));
    const bar = screen.getByRole("progressbar", { name: "Carregando" });
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    const value = Number(bar.getAttribute("aria-valuenow"));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(100);

    act(() => end());
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByRole("progressbar").className).toContain("progress-bar--done");
    act(() => vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows a failure with its own look and says it in a live region", () => {
    const tracker = new ProgressTracker();
    const { container } = render(<ProgressBar tracker={tracker} />);
    act(() => tracker.begin()("failed"));
    const bar = screen.getByRole("progressbar");
    expect(bar.className).toContain("progress-bar--failed");
    expect(bar.getAttribute("aria-valuetext")).toBe("Não foi possível carregar. Tente novamente.");
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe("Não foi possível carregar. Tente novamente.");
    act(() => vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(live?.textContent).toBe("");
  });
});
