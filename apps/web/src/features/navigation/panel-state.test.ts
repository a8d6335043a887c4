import { describe, expect, it } from "vitest";
import { CLOSED, type PanelEvent, type PanelState, panelReducer } from "./panel-state.ts";

const run = (events: PanelEvent[], from: PanelState = CLOSED) => events.reduce(panelReducer, from);

describe("panelReducer", () => {
  it("opens on the main list and goes into a section and back", () => {
    expect(run([{ type: "open" }])).toEqual({ phase: "open", section: null });
    expect(run([{ type: "open" }, { type: "show", section: "redes" }])).toEqual({
      phase: "open",
      section: "redes",
    });
    expect(run([{ type: "open" }, { type: "show", section: "administracao" }, { type: "back" }])).toEqual({
      phase: "open",
      section: null,
    });
  });

  it("keeps drawing the section while sliding out, then closes", () => {
    const closing = run([{ type: "open" }, { type: "show", section: "responsaveis" }, { type: "close" }]);
    expect(closing).toEqual({ phase: "closing", section: "responsaveis" });
    expect(panelReducer(closing, { type: "slid-out" })).toEqual(CLOSED);
  });

  it("reopens on the main list after closing from a section, even mid slide-out", () => {
    const events: PanelEvent[] = [{ type: "open" }, { type: "show", section: "redes" }, { type: "close" }];
    expect(run([...events, { type: "open" }])).toEqual({ phase: "open", section: null });
    expect(run([...events, { type: "slid-out" }, { type: "open" }])).toEqual({
      phase: "open",
      section: null,
    });
  });

  it("ignores section changes and a late slide-out end unless they apply", () => {
    expect(run([{ type: "show", section: "redes" }])).toEqual(CLOSED);
    expect(run([{ type: "back" }, { type: "close" }])).toEqual(CLOSED);
    const closing = run([{ type: "open" }, { type: "close" }]);
    expect(panelReducer(closing, { type: "show", section: "redes" })).toBe(closing);
    const reopened = run([{ type: "open" }, { type: "close" }, { type: "open" }]);
    expect(panelReducer(reopened, { type: "slid-out" })).toBe(reopened);
  });
});
