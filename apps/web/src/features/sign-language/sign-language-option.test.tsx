import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SignLanguageOption } from "./sign-language-option.tsx";
import { resetVLibras } from "./vlibras.ts";

afterEach(() => {
  resetVLibras();
});

describe("sign-language option", () => {
  it("says quietly that the widget could not be loaded, and stays usable", async () => {
    render(<SignLanguageOption widgetUrl="https://vlibras.example/app" />);
    const button = screen.getByRole("button", { name: "Libras (língua de sinais)" });
    expect(document.querySelector("script[src$='vlibras-plugin.js']")).toBeNull();

    fireEvent.click(button);
    expect(screen.getByRole("status").textContent).toBe("Carregando o tradutor de Libras…");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    // The loader comes with the click: the widget's script is added once it has arrived.
    const script = await waitFor(() => {
      const added = document.querySelector("script[src$='vlibras-plugin.js']");
      if (!added) throw new Error("no widget script yet");
      return added;
    });
    script.dispatchEvent(new Event("error"));

    expect(
      await screen.findByText(
        "Não foi possível carregar o tradutor de Libras agora. Tente novamente mais tarde.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(button.getAttribute("aria-disabled")).toBeNull();
  });
});
