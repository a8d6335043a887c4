import { NARROW_SCREEN_BREAKPOINT } from "@trilha/contracts/limits";

/**
 * The account menu is a desktop menu: narrower than the breakpoint, it closes. Matches screens narrower than the
 * breakpoint (max-width is inclusive, hence the fraction).
 */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_BREAKPOINT - 0.02}px)`;

export type AccountMenuEvent =
  | { type: "key"; key: string }
  | { type: "viewport"; narrow: boolean }
  | { type: "navigate" };

/** Spec §4: the account menu closes on Escape, when the screen becomes narrower than 800 px, and on leaving. */
export function shouldCloseAccountMenu(event: AccountMenuEvent): boolean {
  switch (event.type) {
    case "key":
      return event.key === "Escape" || event.key === "Esc";
    case "viewport":
      return event.narrow;
    case "navigate":
      return true;
  }
}

/** The first name shown on the menu button and at the top of the menu. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
