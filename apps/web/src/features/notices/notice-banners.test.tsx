import { act, fireEvent, screen, within } from "@testing-library/react";
import { serverDate } from "@trilha/contracts/licensing.calls";
import type { Notice } from "@trilha/contracts/rules/notice-visibility";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { stubWideScreen } from "../../test/screen-width.ts";
import { FOLD_FROM, NOTICE_DELAY_MS, NOTICE_EXIT_MS, NoticeBanners } from "./notice-banners.tsx";
import { READ_NOTICES_KEY } from "./notice-reads.ts";
import { noticesFile, renderSignedIn } from "./test-notices.tsx";

const SERVER_NOW = "2026-06-15T12:00:00.000Z";
const notice = (overrides: Partial<Notice>): Notice => ({
  id: "n1",
  status: "1",
  tipo: "novidade",
  mensagem: "Mensagem",
  ...overrides,
});
const FILE: Notice[] = [
  notice({ id: "manutencao", tipo: "advertencia", mensagem: "Manutenção no domingo." }),
  notice({ id: "turmas", tipo: "lembrete", mensagem: "Veja suas turmas.", rota: ["/logado/turmas"] }),
  notice({
    id: "relatorio",
    mensagem: "Relatório novo.",
    link_url: "https://wiki.example/novidades/relatorio-de-desempenho",
    usuarios: [10],
  }),
  notice({ id: "de-outro", mensagem: "Só para outra pessoa.", usuarios: [99] }),
  notice({ id: "antigo", mensagem: "Já terminou.", data_termino: "2026-06-15T11:59:59Z" }),
  notice({ id: "n-time-user", mensagem: "Boas-vindas!" }),
];

function stub(resultado: boolean, now = SERVER_NOW) {
  return stubApi([
    [noticesFile, { body: FILE }],
    [serverDate, ok(serverDate, { data: now, resultado })],
  ]);
}

async function loadPast(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const messages = () =>
  screen.queryAllByRole("listitem").map((item) => item.querySelector("span")?.textContent);

describe("notice banners", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubWideScreen();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the file and the server time at once, and shows nothing before 1 s", async () => {
    const { requests } = stub(true);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(0);
    expect(requests.map((request) => new URL(request.url).pathname).sort()).toEqual([
      "/licenciamento/pt-br/buscar/dataservidor",
      "/mensagens.json",
    ]);
    await loadPast(NOTICE_DELAY_MS - 1);
    expect(screen.queryByRole("region", { name: "Avisos" })).toBeNull();
    await loadPast(1);
    expect(screen.getByRole("region", { name: "Avisos" })).toBeTruthy();
  });

  it("shows the visible notices only: route, targeting, dates and dataservidor's answer", async () => {
    stub(true);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    expect(messages()).toEqual(["Manutenção no domingo.", "Relatório novo.", "Boas-vindas!"]);
  });

  it("drops the n-time-user notice when dataservidor answers false", async () => {
    stub(false);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    expect(messages()).not.toContain("Boas-vindas!");
  });

  it("shows a route-limited notice on its route", async () => {
    stub(false);
    renderSignedIn((user) => <NoticeBanners user={user} />, "/logado/turmas");
    await loadPast(NOTICE_DELAY_MS);
    expect(messages()).toContain("Veja suas turmas.");
  });

  it("labels each type in words and falls back to '…' and the URL's end for the link", async () => {
    stub(false);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    const [warning, news] = screen.getAllByRole("listitem");
    expect(within(warning as HTMLElement).getByText("Advertência")).toBeTruthy();
    expect(within(news as HTMLElement).getByText("Novidade")).toBeTruthy();
    const link = within(news as HTMLElement).getByRole("link");
    expect(link.textContent).toBe("…s/relatorio-de-desempenho");
    expect(link.getAttribute("href")).toBe("https://wiki.example/novidades/relatorio-de-desempenho");
  });

  it("judges dates by the server's clock, not the browser's", async () => {
    vi.setSystemTime(new Date("2020-01-01T00:00:00Z"));
    stub(false, "2026-06-15T11:59:59.000Z");
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    expect(messages()).toContain("Já terminou.");
  });

  it("dismisses with a 300 ms slide-out and records the read under msgLidas for this user", async () => {
    stub(false);
    const { user } = renderSignedIn((u) => <NoticeBanners user={u} />);
    await loadPast(NOTICE_DELAY_MS);
    const [first] = screen.getAllByRole("button", { name: "Dispensar aviso" });
    fireEvent.click(first as HTMLElement);
    expect(screen.getByText("Manutenção no domingo.").closest("li")?.className).toContain(
      "notice-banner--leaving",
    );
    const records = JSON.parse(window.localStorage.getItem(READ_NOTICES_KEY) ?? "[]");
    expect(records).toEqual([{ id: "manutencao", date: expect.any(String), usuario: user.id }]);
    await loadPast(NOTICE_EXIT_MS - 1);
    expect(screen.queryByText("Manutenção no domingo.")).not.toBeNull();
    await loadPast(1);
    expect(screen.queryByText("Manutenção no domingo.")).toBeNull();
  });

  it("keeps a read notice hidden on the next load, for that user only", async () => {
    window.localStorage.setItem(
      READ_NOTICES_KEY,
      JSON.stringify([
        { id: "manutencao", date: SERVER_NOW, usuario: 10 },
        { id: "relatorio", date: SERVER_NOW, usuario: 11 },
        { id: "estragado" },
      ]),
    );
    stub(false);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    expect(messages()).toEqual(["Relatório novo."]);
  });

  it("never records the n-time-user notice, so it comes back", async () => {
    stub(true);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    const welcome = screen.getByText("Boas-vindas!").closest("li") as HTMLElement;
    fireEvent.click(within(welcome).getByRole("button", { name: "Dispensar aviso" }));
    await loadPast(NOTICE_EXIT_MS);
    expect(screen.queryByText("Boas-vindas!")).toBeNull();
    expect(window.localStorage.getItem(READ_NOTICES_KEY)).toBeNull();
  });

  it("moves focus to the next banner when the focused one leaves", async () => {
    stub(false);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    const [first, second] = screen.getAllByRole("button", { name: "Dispensar aviso" }) as HTMLElement[];
    first?.focus();
    fireEvent.click(first as HTMLElement);
    await loadPast(NOTICE_EXIT_MS);
    expect(document.activeElement).toBe(second);
  });
});

describe("notice banners on a phone", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubWideScreen(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("folds several notices into one strip that opens and closes on a tap", async () => {
    stub(true);
    renderSignedIn((user) => <NoticeBanners user={user} />);
    await loadPast(NOTICE_DELAY_MS);
    const region = screen.getByRole("region", { name: "Avisos" });
    const strip = within(region).getByRole("button", { name: "3 avisos" });
    expect(FOLD_FROM).toBeLessThanOrEqual(3);
    expect(strip.getAttribute("aria-expanded")).toBe("false");
    expect(messages()).toEqual([]);

    fireEvent.click(strip);
    expect(strip.getAttribute("aria-expanded")).toBe("true");
    expect(strip.getAttribute("aria-controls")).toBe(within(region).getByRole("list").id);
    expect(messages()).toEqual(["Manutenção no domingo.", "Relatório novo.", "Boas-vindas!"]);

    fireEvent.click(strip);
    expect(messages()).toEqual([]);
  });

  it("shows a single notice as it is, with no strip", async () => {
    stub(false, "2026-06-15T12:00:00.000Z");
    renderSignedIn((user) => <NoticeBanners user={user} />, "/logado/turmas");
    await loadPast(NOTICE_DELAY_MS);
    // Maintenance, the classes reminder and the report: three; dismiss down to one and the strip goes.
    fireEvent.click(screen.getByRole("button", { name: "3 avisos" }));
    for (const button of screen.getAllByRole("button", { name: "Dispensar aviso" }).slice(0, 2)) {
      fireEvent.click(button);
    }
    await loadPast(NOTICE_EXIT_MS);
    expect(screen.queryByRole("button", { name: /avisos/ })).toBeNull();
    expect(messages()).toHaveLength(1);
  });
});
