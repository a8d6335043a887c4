import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubWideScreen } from "../../test/screen-width.ts";
import { TruncatedText } from "./truncated-text.tsx";

const LONG_NAME = "Maria Eduarda Albuquerque Cavalcanti";

describe("TruncatedText", () => {
  it("shows 20 characters on a narrow screen, the whole name as tooltip and for screen readers", () => {
    stubWideScreen(false);
    render(
      <button type="button">
        <TruncatedText text={LONG_NAME} />
      </button>,
    );
    const button = screen.getByRole("button", { name: LONG_NAME });
    const shown = button.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent).toBe("Maria Eduarda Albuq…");
    expect(button.querySelector(`[title="${LONG_NAME}"]`)).not.toBeNull();
  });

  it("shows 28 characters on a wide screen", () => {
    stubWideScreen();
    render(<TruncatedText text={LONG_NAME} />);
    expect(screen.getByTitle(LONG_NAME).querySelector('[aria-hidden="true"]')?.textContent).toBe(
      "Maria Eduarda Albuquerque C…",
    );
  });

  it("leaves a name that fits as it is, with no tooltip", () => {
    stubWideScreen(false);
    const { container } = render(<TruncatedText text="Ana Souza" />);
    expect(container.innerHTML).toBe("<span>Ana Souza</span>");
  });
});
