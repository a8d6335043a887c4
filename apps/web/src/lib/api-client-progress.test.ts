import { managedNetworks } from "@trilha/contracts/networks.calls";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { callApi } from "./api-client.ts";
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS, pageProgress } from "./progress.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
});

/** A reply held until the test lets it go, so the call is in flight as long as needed. */
function heldReply(reply: () => { status?: number; body: unknown }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    reply: async () => {
      await gate;
      return reply();
    },
    release,
  };
}

describe("callApi and the loading bar", () => {
  it("runs the bar while a slow call is in flight, and fills it when the call answers", async () => {
    const held = heldReply(() => ok(managedNetworks, { redes: [] }));
    stubApi([[managedNetworks, held.reply]]);
    const call = callApi(managedNetworks, { lang: "pt-br" });
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(pageProgress.snapshot().phase).toBe("running");
    held.release();
    await call;
    expect(pageProgress.snapshot()).toEqual({ phase: "done", value: 100 });
  });

  it("shows nothing for a quick call", async () => {
    stubApi([[managedNetworks, ok(managedNetworks, { redes: [] })]]);
    await callApi(managedNetworks, { lang: "pt-br" });
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(pageProgress.snapshot().phase).toBe("hidden");
  });

  it("fails the bar on a server fault (5xx) or no answer, not on a refused request (4xx)", async () => {
    stubApi([[managedNetworks, failure(403, "Sem permissão.")]]);
    await expect(callApi(managedNetworks, { lang: "pt-br" })).rejects.toThrow();
    expect(pageProgress.snapshot().phase).toBe("hidden");

    stubApi([[managedNetworks, failure(503)]]);
    await expect(callApi(managedNetworks, { lang: "pt-br" })).rejects.toThrow();
    expect(pageProgress.snapshot().phase).toBe("failed");
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);

    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(callApi(managedNetworks, { lang: "pt-br" })).rejects.toThrow();
    expect(pageProgress.snapshot().phase).toBe("failed");
  });

  it("does not count an aborted call as a failure", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new DOMException("aborted", "AbortError")));
    await expect(callApi(managedNetworks, { lang: "pt-br" })).rejects.toThrow("aborted");
    expect(pageProgress.snapshot().phase).toBe("hidden");
  });
});
