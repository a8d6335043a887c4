import { describe, expect, it } from "vitest";
import { READ_NOTICES_KEY, readNoticeIds, recordNoticeRead } from "./notice-reads.ts";

const at = new Date("2026-06-15T12:00:00.000Z");

describe("read notices (msgLidas)", () => {
  it("stores {id, date, usuario} records under msgLidas", () => {
    recordNoticeRead("a", 10, at);
    expect(JSON.parse(window.localStorage.getItem(READ_NOTICES_KEY) ?? "")).toEqual([
      { id: "a", date: "2026-06-15T12:00:00.000Z", usuario: 10 },
    ]);
  });

  it("keeps reads per user", () => {
    recordNoticeRead("a", 10, at);
    recordNoticeRead("b", 11, at);
    expect(readNoticeIds(10)).toEqual(new Set(["a"]));
    expect(readNoticeIds(11)).toEqual(new Set(["b"]));
  });

  it("records a notice once per user", () => {
    recordNoticeRead("a", 10, at);
    recordNoticeRead("a", 10, new Date("2026-06-16T00:00:00Z"));
    expect(JSON.parse(window.localStorage.getItem(READ_NOTICES_KEY) ?? "")).toHaveLength(1);
  });

  it("never records the n-time-user notice", () => {
    recordNoticeRead("n-time-user", 10, at);
    expect(window.localStorage.getItem(READ_NOTICES_KEY)).toBeNull();
  });

  it("survives a damaged value: bad JSON or bad entries", () => {
    window.localStorage.setItem(READ_NOTICES_KEY, "{nope");
    expect(readNoticeIds(10)).toEqual(new Set());
    window.localStorage.setItem(
      READ_NOTICES_KEY,
      JSON.stringify([{ id: "a", date: "x", usuario: 10 }, 5, null]),
    );
    expect(readNoticeIds(10)).toEqual(new Set(["a"]));
    recordNoticeRead("b", 10, at);
    expect(readNoticeIds(10)).toEqual(new Set(["a", "b"]));
  });
});
