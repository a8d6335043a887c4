import { describe, expect, it } from "vitest";
import {
  isNoticeVisible,
  NOTICE_TYPES,
  type Notice,
  type NoticeViewer,
  noticeLinkText,
  REPEATING_NOTICE_ID,
} from "./notice-visibility.ts";

function notice(overrides: Partial<Notice> = {}): Notice {
  return { id: "n1", status: "1", tipo: "novidade", mensagem: "Novidade!", ...overrides };
}

function viewer(overrides: Partial<NoticeViewer> = {}): NoticeViewer {
  return {
    now: new Date("2025-03-15T12:00:00Z"),
    route: "/logado",
    userId: 10,
    clientId: 7,
    readIds: new Set(),
    ...overrides,
  };
}

describe("constants", () => {
  it("lists the notice types", () => {
    expect(NOTICE_TYPES).toEqual(["advertencia", "lembrete", "novidade"]);
  });

  it("names the repeating notice", () => {
    expect(REPEATING_NOTICE_ID).toBe("n-time-user");
  });
});

describe("isNoticeVisible: status and read state", () => {
  it("shows an active notice without constraints", () => {
    expect(isNoticeVisible(notice(), viewer())).toBe(true);
  });

  it.each(["0", "", "2", " 1"])("hides status %j", (status) => {
    expect(isNoticeVisible(notice({ status }), viewer())).toBe(false);
  });

  it("hides a notice already read", () => {
    expect(isNoticeVisible(notice(), viewer({ readIds: new Set(["n1"]) }))).toBe(false);
  });

  it("only hides the ids that were read", () => {
    expect(isNoticeVisible(notice(), viewer({ readIds: new Set(["n2"]) }))).toBe(true);
  });

  it("never treats the repeating notice as read", () => {
    const repeating = notice({ id: REPEATING_NOTICE_ID });
    expect(isNoticeVisible(repeating, viewer({ readIds: new Set([REPEATING_NOTICE_ID]) }))).toBe(true);
  });

  it("still applies the other rules to the repeating notice", () => {
    expect(isNoticeVisible(notice({ id: REPEATING_NOTICE_ID, status: "0" }), viewer())).toBe(false);
  });
});

describe("isNoticeVisible: route", () => {
  it("passes when no route is given", () => {
    expect(isNoticeVisible(notice({ rota: null }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ rota: [] }), viewer())).toBe(true);
  });

  it("matches an exact path", () => {
    expect(isNoticeVisible(notice({ rota: ["/logado/turmas"] }), viewer({ route: "/logado/turmas" }))).toBe(
      true,
    );
  });

  it("does not treat a plain entry as a prefix", () => {
    expect(isNoticeVisible(notice({ rota: ["/logado"] }), viewer({ route: "/logado/turmas" }))).toBe(false);
    expect(isNoticeVisible(notice({ rota: ["/logado/turmas"] }), viewer({ route: "/logado" }))).toBe(false);
  });

  it("matches any listed route", () => {
    const rota = ["/logado/conta", "/logado/turmas"];
    expect(isNoticeVisible(notice({ rota }), viewer({ route: "/logado/turmas" }))).toBe(true);
    expect(isNoticeVisible(notice({ rota }), viewer({ route: "/logado/trilhas" }))).toBe(false);
  });

  it("treats a trailing '*' as a prefix match", () => {
    const rota = ["/logado/redes/*"];
    expect(isNoticeVisible(notice({ rota }), viewer({ route: "/logado/redes/rede/5/gestao" }))).toBe(true);
    expect(isNoticeVisible(notice({ rota }), viewer({ route: "/logado/redes/" }))).toBe(true);
    expect(isNoticeVisible(notice({ rota }), viewer({ route: "/logado/redes" }))).toBe(false);
    expect(isNoticeVisible(notice({ rota: ["/logado*"] }), viewer({ route: "/logado/conta" }))).toBe(true);
  });

  it("matches every route with a lone '*'", () => {
    expect(isNoticeVisible(notice({ rota: ["*"] }), viewer({ route: "/qualquer" }))).toBe(true);
  });
});

describe("isNoticeVisible: trailing slash", () => {
  it("treats a trailing slash on the page or the entry as the same page", () => {
    expect(isNoticeVisible(notice({ rota: ["/logado/turmas"] }), viewer({ route: "/logado/turmas/" }))).toBe(
      true,
    );
    expect(isNoticeVisible(notice({ rota: ["/logado/turmas/"] }), viewer({ route: "/logado/turmas" }))).toBe(
      true,
    );
    expect(isNoticeVisible(notice({ rota: ["/"] }), viewer({ route: "/" }))).toBe(true);
    expect(isNoticeVisible(notice({ rota: ["/"] }), viewer({ route: "/logado" }))).toBe(false);
  });
});

describe("isNoticeVisible: schedule", () => {
  it("shows from data_inicio on, inclusive", () => {
    const start = notice({ data_inicio: "2025-03-15T12:00:00Z" });
    expect(isNoticeVisible(start, viewer())).toBe(true);
    expect(isNoticeVisible(start, viewer({ now: new Date("2025-03-15T11:59:59.999Z") }))).toBe(false);
  });

  it("shows until data_termino, inclusive", () => {
    const end = notice({ data_termino: "2025-03-15T12:00:00Z" });
    expect(isNoticeVisible(end, viewer())).toBe(true);
    expect(isNoticeVisible(end, viewer({ now: new Date("2025-03-15T12:00:00.001Z") }))).toBe(false);
  });

  it("applies both bounds", () => {
    const window = notice({ data_inicio: "2025-03-01T00:00:00Z", data_termino: "2025-03-31T23:59:59Z" });
    expect(isNoticeVisible(window, viewer())).toBe(true);
    expect(isNoticeVisible(window, viewer({ now: new Date("2025-02-28T23:59:59Z") }))).toBe(false);
    expect(isNoticeVisible(window, viewer({ now: new Date("2025-04-01T00:00:00Z") }))).toBe(false);
  });

  it("ignores absent or blank dates", () => {
    expect(isNoticeVisible(notice({ data_inicio: null, data_termino: undefined }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ data_inicio: "", data_termino: "  " }), viewer())).toBe(true);
  });

  it("honours UTC offsets", () => {
    // 09:00-03:00 is 12:00Z.
    expect(isNoticeVisible(notice({ data_inicio: "2025-03-15T09:00:00-03:00" }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ data_inicio: "2025-03-15T09:00:01-03:00" }), viewer())).toBe(false);
  });

  it("reads a date-only value as UTC midnight", () => {
    expect(isNoticeVisible(notice({ data_inicio: "2025-03-15" }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ data_termino: "2025-03-15" }), viewer())).toBe(false);
  });

  it("reads a date-time without offset, with 'T' or a space, as local time", () => {
    const now = new Date(2025, 2, 31, 23, 59, 59);
    expect(isNoticeVisible(notice({ data_termino: "2025-03-31 23:59:59" }), viewer({ now }))).toBe(true);
    expect(isNoticeVisible(notice({ data_termino: "2025-03-31T23:59:58" }), viewer({ now }))).toBe(false);
    expect(isNoticeVisible(notice({ data_inicio: "2025-03-31T23:59" }), viewer({ now }))).toBe(true);
  });

  it("accepts fractional seconds", () => {
    expect(isNoticeVisible(notice({ data_termino: "2025-03-15T12:00:00.000001Z" }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ data_inicio: "2025-03-15T12:00:00.001Z" }), viewer())).toBe(false);
  });

  it.each([
    "amanhã",
    "15/03/2025",
    "March 1, 2025",
    "2025-02-30",
    "2025-02-29T00:00:00Z",
    "2025-13-01",
    "2025-00-10",
    "2025-03-15T24:00:00Z",
    "2025-03-15T12:60:00Z",
    "2025-03-15T12:00:00+25:00",
    "1742040000000",
  ])("hides the notice when a date is unparseable: %j", (date) => {
    expect(isNoticeVisible(notice({ data_inicio: date }), viewer())).toBe(false);
    expect(isNoticeVisible(notice({ data_termino: date }), viewer())).toBe(false);
  });

  it("accepts 29 February in a leap year", () => {
    expect(isNoticeVisible(notice({ data_inicio: "2024-02-29" }), viewer())).toBe(true);
  });

  it("hides a dated notice when the viewer's clock is invalid", () => {
    const now = new Date(Number.NaN);
    expect(isNoticeVisible(notice({ data_inicio: "2025-03-01" }), viewer({ now }))).toBe(false);
    expect(isNoticeVisible(notice({ data_termino: "2025-03-31" }), viewer({ now }))).toBe(false);
  });
});

describe("isNoticeVisible: targeting", () => {
  it("passes when both lists are absent or empty", () => {
    expect(isNoticeVisible(notice({ clientes: null, usuarios: null }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ clientes: [], usuarios: [] }), viewer())).toBe(true);
  });

  it("passes when the client is listed", () => {
    expect(isNoticeVisible(notice({ clientes: [3, 7] }), viewer())).toBe(true);
  });

  it("passes when the user is listed", () => {
    expect(isNoticeVisible(notice({ usuarios: [10] }), viewer())).toBe(true);
  });

  it("passes when either list matches", () => {
    expect(isNoticeVisible(notice({ clientes: [1], usuarios: [10] }), viewer())).toBe(true);
    expect(isNoticeVisible(notice({ clientes: [7], usuarios: [99] }), viewer())).toBe(true);
  });

  it("fails when neither list matches", () => {
    expect(isNoticeVisible(notice({ clientes: [1], usuarios: [2] }), viewer())).toBe(false);
    expect(isNoticeVisible(notice({ clientes: [1] }), viewer())).toBe(false);
    expect(isNoticeVisible(notice({ usuarios: [2] }), viewer())).toBe(false);
  });

  it("does not match a client list for a viewer without a client", () => {
    expect(isNoticeVisible(notice({ clientes: [7] }), viewer({ clientId: null }))).toBe(false);
    expect(isNoticeVisible(notice({ clientes: [7], usuarios: [10] }), viewer({ clientId: null }))).toBe(true);
  });
});

describe("isNoticeVisible: combined", () => {
  it("requires every rule to pass", () => {
    const full = notice({
      rota: ["/logado/turmas"],
      data_inicio: "2025-03-01T00:00:00Z",
      data_termino: "2025-03-31T00:00:00Z",
      usuarios: [10],
    });
    const ok = viewer({ route: "/logado/turmas" });
    expect(isNoticeVisible(full, ok)).toBe(true);
    expect(isNoticeVisible(full, { ...ok, route: "/logado" })).toBe(false);
    expect(isNoticeVisible(full, { ...ok, userId: 11 })).toBe(false);
    expect(isNoticeVisible(full, { ...ok, readIds: new Set(["n1"]) })).toBe(false);
    expect(isNoticeVisible({ ...full, status: "0" }, ok)).toBe(false);
  });
});

describe("noticeLinkText", () => {
  it("returns null without a link", () => {
    expect(noticeLinkText({})).toBeNull();
    expect(noticeLinkText({ link_url: null, link_texto: "Saiba mais" })).toBeNull();
    expect(noticeLinkText({ link_url: "  ", link_texto: "Saiba mais" })).toBeNull();
  });

  it("uses the link text when given", () => {
    expect(noticeLinkText({ link_url: "https://trilha.example/ajuda", link_texto: "Saiba mais" })).toBe(
      "Saiba mais",
    );
  });

  it("falls back to an ellipsis and the last 25 characters of a long URL", () => {
    const url = "https://trilha.example/novidades/2025/marco/painel";
    expect(noticeLinkText({ link_url: url, link_texto: null })).toBe("…vidades/2025/marco/painel");
    expect(noticeLinkText({ link_url: url })).toBe(`…${url.slice(-25)}`);
    expect(Array.from(noticeLinkText({ link_url: url }) ?? "")).toHaveLength(26);
  });

  it("treats a blank link text as absent", () => {
    const url = "https://trilha.example/novidades/2025/marco/painel";
    expect(noticeLinkText({ link_url: url, link_texto: "   " })).toBe(`…${url.slice(-25)}`);
  });

  it("returns a URL of 25 characters or fewer as is", () => {
    const exactly25 = "https://t.example/abcdefg";
    expect(exactly25).toHaveLength(25);
    expect(noticeLinkText({ link_url: exactly25 })).toBe(exactly25);
    expect(noticeLinkText({ link_url: "https://t.co/x" })).toBe("https://t.co/x");
  });

  it("cuts a 26-character URL to its last 25", () => {
    expect(noticeLinkText({ link_url: "https://t.example/abcdefgh" })).toBe("…ttps://t.example/abcdefgh");
  });

  it("counts characters, not UTF-16 units", () => {
    const url = `https://t.example/${"😀".repeat(30)}`;
    expect(noticeLinkText({ link_url: url })).toBe(`…${"😀".repeat(25)}`);
  });
});
