import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { deviceDelete, deviceDeleteAll, deviceList } from "@trilha/contracts/devices.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const noPaths: [typeof learningPaths, ReturnType<typeof ok>] = [
  learningPaths,
  ok(learningPaths, { trilhas: [] }),
];
const devices = {
  dispositivos: [
    {
      nome: "Chrome / Linux",
      tipo: "desktop" as const,
      ultimoAcesso: "2026-11-25T10:00:00.000Z",
      atual: true,
      token_id: { token: "atual" },
    },
    {
      nome: "Firefox / Android",
      tipo: "mobile" as const,
      ultimoAcesso: "2026-11-24T09:00:00.000Z",
      atual: false,
      token_id: { token: "outro" },
    },
  ],
};

describe("connected devices", () => {
  it("opens as a modal over the signed-in home; the current login has no remove button", async () => {
    stubApi([signIn(makeUser()), noPaths, [deviceList, ok(deviceList, devices)]]);
    renderApp(webPaths.connectedDevices.build());
    const dialog = await screen.findByRole("dialog", { name: "Dispositivos conectados" }, { timeout: 5000 });
    expect(screen.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    const current = (await within(dialog).findByText("Este dispositivo")).closest("li") as HTMLElement;
    expect(within(current).queryByRole("button")).toBeNull();
    expect(within(dialog).getByRole("button", { name: /^Remover Firefox \/ Android/ })).toBeTruthy();
    expect(within(dialog).getByText(/Celular/)).toBeTruthy();
  });

  it("removes one device with its handle and says so", async () => {
    const { requests } = stubApi([
      signIn(makeUser()),
      noPaths,
      [deviceList, ok(deviceList, devices)],
      [deviceDelete, ok(deviceDelete, { status: "sucesso", mensagem: "ok" })],
    ]);
    renderApp(webPaths.connectedDevices.build());
    fireEvent.click(await screen.findByRole("button", { name: /^Remover Firefox \/ Android/ }));
    expect(await screen.findByText("Login removido com sucesso!")).toBeTruthy();
    const call = requests.find((request) => request.url.endsWith("/dispositivo/deletar"));
    expect(await call?.json()).toEqual({ token: "outro" });
    expect(call?.headers.get("authorization")).toBe("Bearer token-ana");
  });

  it("removes all others with the current handle, and shows the server's message on failure", async () => {
    const { requests } = stubApi([
      signIn(makeUser()),
      noPaths,
      [deviceList, ok(deviceList, devices)],
      [deviceDeleteAll, failure(400, "Mensagem do servidor.")],
    ]);
    renderApp(webPaths.connectedDevices.build());
    fireEvent.click(await screen.findByRole("button", { name: "Remover todos os outros" }));
    const dialog = screen.getByRole("dialog", { name: "Dispositivos conectados" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Mensagem do servidor.");
    const call = requests.find((request) => request.url.endsWith("/dispositivo/deletar-todos"));
    expect(await call?.json()).toEqual({ token: "atual" });
  });

  it("says the spec's messages when a call fails without one", async () => {
    stubApi([signIn(makeUser()), noPaths, [deviceList, failure(500)]], "en-us");
    await changeLanguage("en-us");
    renderApp(webPaths.account.build());
    // My account holds other sections too (their calls are not stubbed here): find this section's alert.
    const alert = await screen.findByText("Failed to list devices. Please try again later.");
    expect(alert.closest("[role=alert]")).not.toBeNull();
  });

  it("closing the modal goes to the signed-in home", async () => {
    stubApi([signIn(makeUser()), noPaths, [deviceList, ok(deviceList, devices)]]);
    const { router } = renderApp(webPaths.connectedDevices.build());
    const dialog = await screen.findByRole("dialog", { name: "Dispositivos conectados" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
  });
});
