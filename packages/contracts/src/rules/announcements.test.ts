import { describe, expect, it } from "vitest";
import { hasExplicitOffset, isAnnouncementDue } from "./announcements.ts";

const panel = { chave: "painel-estudante", prazo: "2025-03-31T23:59:59-03:00" };
const none = new Set<string>();

describe("isAnnouncementDue", () => {
  it("shows an unread announcement before its deadline", () => {
    expect(isAnnouncementDue(panel, "2025-03-31T12:00:00.000Z", none)).toBe(true);
  });

  it("reads the deadline in Brasília time: 23:59:59 -03:00 is 02:59:59 UTC the next day", () => {
    expect(isAnnouncementDue(panel, "2025-04-01T02:59:59.000Z", none)).toBe(true);
    expect(isAnnouncementDue(panel, "2025-04-01T02:59:59.001Z", none)).toBe(false);
  });

  it("hides it once read", () => {
    expect(isAnnouncementDue(panel, "2025-01-01T00:00:00Z", new Set([panel.chave]))).toBe(false);
  });

  it("only the read key counts", () => {
    expect(isAnnouncementDue(panel, "2025-01-01T00:00:00Z", new Set(["live"]))).toBe(true);
  });

  it("hides it when the deadline or the server time cannot be read", () => {
    expect(isAnnouncementDue({ ...panel, prazo: "31/03/2025" }, "2025-01-01T00:00:00Z", none)).toBe(false);
    expect(isAnnouncementDue(panel, "", none)).toBe(false);
  });
});

describe("hasExplicitOffset", () => {
  it.each(["2025-02-10T15:00:00-03:00", "2025-02-10T18:00:00Z", "2025-02-10 15:00:00+00:00"])(
    "accepts %s",
    (value) => expect(hasExplicitOffset(value)).toBe(true),
  );

  it.each(["2025-02-10T15:00:00", "2025-02-10", "2025-02-30T15:00:00-03:00", "amanhã"])(
    "refuses %s",
    (value) => expect(hasExplicitOffset(value)).toBe(false),
  );
});
