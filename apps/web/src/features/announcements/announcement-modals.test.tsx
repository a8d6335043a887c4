import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type Announcement, userAnnouncements } from "@trilha/contracts/announcements.calls";
import { serverDate } from "@trilha/contracts/licensing.calls";
import { describe, expect, it, vi } from "vitest";
import { setSession } from "../../lib/session-store.ts";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";
import { AnnouncementModals } from "./announcement-modals.tsx";
import { announcementReadKey } from "./announcement-reads.ts";

const USER_ID = 10;
const panel: Announcement = {
  chave: "painel-estudante",
  tipo: "video",
  titulo: "Conheça o novo painel do estudante",
  texto: "Veja como acompanhar seus conteúdos.",
  midia_url: "/midia/painel.mp4",
  legenda_url: "/midia/painel.vtt",
  link_url: null,
  link_texto: null,
  prazo: "2025-03-31T23:59:59-03:00",
};
const live: Announcement = {
  chave: "live-lancamento",
  tipo: "invitation",
  titulo: "Convite: live de lançamento",
  texto: "Participe da nossa live.",
  midia_url: null,
  legenda_url: null,
  link_url: "/logado",
  link_texto: null,
  prazo: "2025-02-10T15:00:00-03:00",
};

function renderModals(anuncios: Announcement[], serverNow: string) {
  stubApi([
    [userAnnouncements, ok(userAnnouncements, { anuncios })],
    [serverDate, ok(serverDate, { data: serverNow, resultado: false })],
  ]);
  setSession(makeUser({ id: USER_ID }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AnnouncementModals userId={USER_ID} />
    </QueryClientProvider>,
  );
}

const dialog = () => screen.findByRole("dialog");

describe("announcement modals", () => {
  it("shows the video announcement with its captions, and records it as read on showing", async () => {
    renderModals([panel], "2025-03-01T12:00:00.000Z");
    const modal = await dialog();
    expect(modal.getAttribute("aria-labelledby")).toBeTruthy();
    expect(screen.getByRole("heading", { name: panel.titulo })).toBeTruthy();
    const video = modal.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/midia/painel.mp4");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("preload")).toBe("metadata");
    expect(modal.querySelector("track")?.getAttribute("kind")).toBe("captions");
    // Recorded by an effect, which may run just after the modal is painted.
    await waitFor(() =>
      expect(window.localStorage.getItem(announcementReadKey(panel.chave, USER_ID))).not.toBeNull(),
    );
  });

  it("loads not even the video's first frame until asked, when saving data", async () => {
    window.localStorage.setItem("economia-dados", "economia-ligada");
    renderModals([panel], "2025-03-01T12:00:00.000Z");
    expect((await dialog()).querySelector("video")?.getAttribute("preload")).toBe("none");
  });

  it("shows both one after the other, never stacked", async () => {
    renderModals([live, panel], "2025-02-01T12:00:00.000Z");
    await dialog();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: live.titulo })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver o convite" }).getAttribute("href")).toBe("/logado");
    fireEvent.click(screen.getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: panel.titulo })).toBeTruthy());
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not show an announcement this user already saw", async () => {
    window.localStorage.setItem(announcementReadKey(live.chave, USER_ID), "2025-01-01T00:00:00.000Z");
    window.localStorage.setItem(announcementReadKey(panel.chave, USER_ID + 1), "2025-01-01T00:00:00.000Z");
    renderModals([live, panel], "2025-02-01T12:00:00.000Z");
    await dialog();
    expect(screen.getByRole("heading", { name: panel.titulo })).toBeTruthy();
  });

  it("ignores a browser clock far in the past: the server says the deadline passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2000-01-01T00:00:00Z"));
    renderModals([panel], "2025-04-01T03:00:00.000Z");
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem(announcementReadKey(panel.chave, USER_ID))).toBeNull();
  });

  it("ignores a browser clock far in the future: the server says there is time left", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2100-01-01T00:00:00Z"));
    renderModals([panel], "2025-04-01T02:59:59.000Z");
    expect(await dialog()).toBeTruthy();
  });
});
