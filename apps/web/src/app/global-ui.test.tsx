import { act, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { GlobalUi } from "./global-ui.tsx";

function SlowPage() {
  return <p>página lenta</p>;
}

describe("GlobalUi", () => {
  it("runs the loading bar while a navigation waits for a page's code, and fills it when it arrives", async () => {
    let arrive = () => {};
    const slowPage = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Outlet />
              <GlobalUi />
            </>
          ),
          children: [
            { path: "/", element: <p>início</p> },
            {
              path: "/lenta",
              lazy: async () => {
                await slowPage;
                return { Component: SlowPage };
              },
            },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("início")).toBeTruthy();
    act(() => {
      void router.navigate("/lenta");
    });
    const bar = await screen.findByRole("progressbar", { name: "Carregando" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
    await act(async () => arrive());
    // The bar is filled by an effect of the render that shows the page, so possibly just after it; watched
    // from here on, the full bar cannot slip by before it hides (500 ms later).
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100"));
    expect(await screen.findByText("página lenta")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });
});
