import { describe, expect, it } from "vitest";
import { inTurns } from "./in-turn.ts";

describe("inTurns", () => {
  it("runs at most its limit at once, the others in the order they came, each with its own answer", async () => {
    const inTurn = inTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 3) throw new Error("três");
      return n * 10;
    };
    const answers = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => inTurn(work(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.map((answer) => (answer.status === "fulfilled" ? answer.value : "erro"))).toEqual([
      10,
      20,
      "erro",
      40,
      50,
      60,
    ]);
  });
});
