import { describe, expect, it } from "vitest";
import {
  acceptsDelivery,
  type DeliveryState,
  deliveredLate,
  deliveryStatus,
  effectiveDueAt,
  type StatusInput,
} from "./delivery-status.ts";

const schedule = {
  startsAt: "2026-03-02T10:00:00.000Z",
  dueAt: "2026-03-09T02:59:59.000Z",
  closedAt: null,
  takesGrade: true,
};
const at = (now: string, more: Partial<StatusInput> = {}): StatusInput => ({
  now,
  ...schedule,
  delivery: null,
  ...more,
});
const delivery = (state: DeliveryState, cancelled = false) => ({ delivery: { state, cancelled } });

describe("deliveryStatus", () => {
  it("is upcoming before inicio, open from inicio to the due date inclusive, late after it", () => {
    expect(deliveryStatus(at("2026-03-02T09:59:59.999Z"))).toBe("em_breve");
    expect(deliveryStatus(at("2026-03-02T10:00:00.000Z"))).toBe("aberta");
    expect(deliveryStatus(at("2026-03-09T02:59:59.000Z"))).toBe("aberta");
    expect(deliveryStatus(at("2026-03-09T03:00:00.000Z"))).toBe("atrasada");
  });

  it("is missing once the teacher closed it with nothing delivered, never a stored zero", () => {
    const closed = { closedAt: "2026-03-10T12:00:00.000Z" };
    expect(deliveryStatus(at("2026-03-10T11:59:59.000Z", closed))).toBe("atrasada");
    expect(deliveryStatus(at("2026-03-10T12:00:00.000Z", closed))).toBe("nao_entregue");
    // Closed before the due date: what was not delivered is missing at once.
    expect(deliveryStatus(at("2026-03-05T00:00:00.000Z", { closedAt: "2026-03-04T00:00:00.000Z" }))).toBe(
      "nao_entregue",
    );
  });

  it("counts a draft as nothing delivered", () => {
    expect(deliveryStatus(at("2026-03-05T00:00:00.000Z", delivery("draft")))).toBe("aberta");
    expect(deliveryStatus(at("2026-03-20T00:00:00.000Z", delivery("draft")))).toBe("atrasada");
  });

  it("follows the current attempt once delivered, whatever the dates", () => {
    for (const now of ["2026-03-01T00:00:00.000Z", "2026-03-05T00:00:00.000Z", "2027-01-01T00:00:00.000Z"]) {
      expect(deliveryStatus(at(now, delivery("delivered")))).toBe("entregue");
      expect(deliveryStatus(at(now, delivery("graded")))).toBe("avaliada");
      expect(deliveryStatus(at(now, delivery("redo")))).toBe("refazer");
    }
  });

  it("calls a delivery done, not waiting for a grade, when the assignment takes none; a grade given still shows", () => {
    const ungraded = { takesGrade: false };
    expect(deliveryStatus(at("2026-03-05T00:00:00.000Z", { ...ungraded, ...delivery("delivered") }))).toBe(
      "concluida",
    );
    expect(deliveryStatus(at("2026-03-05T00:00:00.000Z", { ...ungraded, ...delivery("graded") }))).toBe(
      "avaliada",
    );
    expect(deliveryStatus(at("2026-03-05T00:00:00.000Z", { ...ungraded, ...delivery("redo") }))).toBe(
      "refazer",
    );
    expect(deliveryStatus(at("2026-03-20T00:00:00.000Z", ungraded))).toBe("atrasada");
    expect(acceptsDelivery(at("2026-03-05T00:00:00.000Z", { ...ungraded, ...delivery("delivered") }))).toBe(
      false,
    );
  });

  it("puts CAN above everything: an excused student is never late, missing or graded", () => {
    const closed = { closedAt: "2026-03-10T00:00:00.000Z" };
    for (const state of ["draft", "delivered", "graded", "redo"] as const) {
      expect(deliveryStatus(at("2026-04-01T00:00:00.000Z", { ...closed, ...delivery(state, true) }))).toBe(
        "CAN",
      );
    }
  });

  it("uses the student's extra time through the due date it is given", () => {
    const extended = effectiveDueAt(schedule.dueAt, "2026-03-12T02:59:59.000Z");
    expect(deliveryStatus(at("2026-03-10T00:00:00.000Z", { dueAt: extended }))).toBe("aberta");
    expect(deliveryStatus(at("2026-03-10T00:00:00.000Z"))).toBe("atrasada");
  });
});

describe("effectiveDueAt", () => {
  it("takes the later date: extra time never shortens the assignment's", () => {
    expect(effectiveDueAt("2026-03-09T00:00:00.000Z", null)).toBe("2026-03-09T00:00:00.000Z");
    expect(effectiveDueAt("2026-03-09T00:00:00.000Z", "2026-03-08T00:00:00.000Z")).toBe(
      "2026-03-09T00:00:00.000Z",
    );
    expect(effectiveDueAt("2026-03-09T00:00:00.000Z", "2026-03-11T00:00:00.000Z")).toBe(
      "2026-03-11T00:00:00.000Z",
    );
  });
});

describe("acceptsDelivery", () => {
  it("accepts while open, late or asked to redo; refuses upcoming, missing, delivered, graded and CAN", () => {
    expect(acceptsDelivery(at("2026-03-05T00:00:00.000Z"))).toBe(true);
    expect(acceptsDelivery(at("2026-03-20T00:00:00.000Z"))).toBe(true);
    expect(acceptsDelivery(at("2026-03-20T00:00:00.000Z", delivery("redo")))).toBe(true);
    expect(acceptsDelivery(at("2026-03-01T00:00:00.000Z"))).toBe(false);
    expect(acceptsDelivery(at("2026-03-20T00:00:00.000Z", { closedAt: "2026-03-15T00:00:00.000Z" }))).toBe(
      false,
    );
    expect(acceptsDelivery(at("2026-03-05T00:00:00.000Z", delivery("delivered")))).toBe(false);
    expect(acceptsDelivery(at("2026-03-05T00:00:00.000Z", delivery("graded")))).toBe(false);
    expect(acceptsDelivery(at("2026-03-05T00:00:00.000Z", delivery("draft", true)))).toBe(false);
  });
});

describe("deliveredLate", () => {
  it("is true only strictly after the due date", () => {
    expect(deliveredLate("2026-03-09T02:59:59.000Z", schedule.dueAt)).toBe(false);
    expect(deliveredLate("2026-03-09T02:59:59.001Z", schedule.dueAt)).toBe(true);
  });
});
