import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AreaNav } from "./area-nav.tsx";

describe("area nav", () => {
  it("renders one list item per entry, a group in one item, leaves out hidden entries and marks the current page", () => {
    render(
      <MemoryRouter initialEntries={["/logado/auditoria"]}>
        <AreaNav
          label="layout.administrationNavigation"
          items={[
            { to: "/logado", label: "nav.pedagogical", end: true },
            null,
            [
              { to: "/logado/auditoria", label: "audit.title" },
              { to: "/logado/problemas", label: "issueReports.adminTitle" },
            ],
            false,
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Menu da administração" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => within(item).getAllByRole("link").length)).toEqual([1, 2]);
    expect(within(nav).getByRole("link", { name: "Pedagógico" }).getAttribute("aria-current")).toBeNull();
    expect(
      within(items[1] as HTMLElement)
        .getAllByRole("link")[0]
        ?.getAttribute("aria-current"),
    ).toBe("page");
  });
});
