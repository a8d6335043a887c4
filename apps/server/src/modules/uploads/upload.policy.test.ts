import { describe, expect, it } from "vitest";
import { mayUseUpload } from "./upload.policy.ts";

describe("who may use an upload", () => {
  const now = new Date("2026-11-26T12:00:00.000Z");
  const caller = { user: { id: 7 } } as Parameters<typeof mayUseUpload>[1];
  const open = { user_id: 7, finished_at: null, expires_at: "2026-11-27T12:00:00.000Z" };

  it("lets its starter use it while it is open or once finished", () => {
    expect(mayUseUpload(open, caller, now)).toBe(true);
    expect(
      mayUseUpload({ ...open, finished_at: "2026-11-26T11:00:00.000Z", expires_at: null }, caller, now),
    ).toBe(true);
  });

  it("lets nobody else use it", () => {
    expect(mayUseUpload({ ...open, user_id: 8 }, caller, now)).toBe(false);
  });

  it("treats an unfinished upload past its time as gone", () => {
    expect(mayUseUpload({ ...open, expires_at: "2026-11-26T11:59:59.999Z" }, caller, now)).toBe(false);
  });
});
