import { describe, expect, it } from "vitest";
import { cachedCheck } from "./database-check.ts";

describe("cachedCheck", () => {
  it("answers from the last check while it is younger than the maximum age, then checks again", async () => {
    let clock = 0;
    let reachable = true;
    let checks = 0;
    const check = cachedCheck(
      async () => {
        checks += 1;
        return reachable;
      },
      1000,
      () => clock,
    );
    expect(await check()).toBe(true);
    reachable = false;
    clock = 999;
    expect(await check()).toBe(true);
    expect(checks).toBe(1);
    clock = 1000;
    expect(await check()).toBe(false);
    expect(checks).toBe(2);
    reachable = true;
    clock = 2000;
    expect(await check()).toBe(true);
  });

  it("lets calls that arrive during a check share it", async () => {
    let release: (value: boolean) => void = () => {};
    let checks = 0;
    const check = cachedCheck(
      () => {
        checks += 1;
        return new Promise<boolean>((resolve) => {
          release = resolve;
        });
      },
      1000,
      () => 0,
    );
    const both = Promise.all([check(), check()]);
    release(true);
    expect(await both).toEqual([true, true]);
    expect(checks).toBe(1);
  });
});
