import { describe, expect, it } from "vitest";
import { signedInAs } from "../../test/rows.ts";
import { actorOf, isOwner, isVisiting } from "./session.policy.ts";

describe("session policy", () => {
  const own = signedInAs({ id: 7 });
  const visited = signedInAs({ id: 7 }, { visitor_id: 1 });

  it("calls a session an administrator opened as the user a visit", () => {
    expect(isVisiting(visited.session)).toBe(true);
    expect(isVisiting(own.session)).toBe(false);
  });

  it("lets only the account's owner act for themselves", () => {
    expect(isOwner(own)).toBe(true);
    expect(isOwner(visited)).toBe(false);
  });

  it("names the visiting administrator as the actor, else the user", () => {
    expect(actorOf(own)).toBe(7);
    expect(actorOf(visited)).toBe(1);
  });
});
