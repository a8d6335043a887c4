/** Spec §4: the sub-panels the navigation panel can show instead of its main list. */
export type PanelSection = "redes" | "administracao" | "responsaveis";

/**
 * Spec §4 "Navigation panel": closed → open → a section → back to the main list → closed. `closing` is the
 * slide-out: the panel is still drawn (with what it showed) but no longer counts as open.
 */
export type PanelState =
  | { phase: "closed" }
  | { phase: "open"; section: PanelSection | null }
  | { phase: "closing"; section: PanelSection | null };

export type PanelEvent =
  | { type: "open" }
  | { type: "close" }
  | { type: "show"; section: PanelSection }
  | { type: "back" }
  | { type: "slid-out" };

export const CLOSED: PanelState = { phase: "closed" };

export function panelReducer(state: PanelState, event: PanelEvent): PanelState {
  switch (event.type) {
    case "open":
      // Always the main list: closing reset whatever section was shown.
      return state.phase === "open" ? state : { phase: "open", section: null };
    case "close":
      return state.phase === "open" ? { phase: "closing", section: state.section } : state;
    case "show":
      return state.phase === "open" ? { phase: "open", section: event.section } : state;
    case "back":
      return state.phase === "open" ? { phase: "open", section: null } : state;
    case "slid-out":
      return state.phase === "closing" ? CLOSED : state;
  }
}
