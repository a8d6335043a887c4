import { describe, expect, it } from "vitest";
import {
  clearLocalDraft,
  draftStorageKey,
  readLocalDraft,
  startingAnswer,
  writeLocalDraft,
} from "./answer-draft.ts";

const server = { numero: 2, resposta: "No servidor", revisao: 5 };
const local = (overrides: Partial<Parameters<typeof writeLocalDraft>[2]> = {}) => ({
  tentativa: 2,
  texto: "Neste aparelho",
  revisao: 6,
  editado_em: "2026-03-05T12:00:00.000Z",
  ...overrides,
});

describe("startingAnswer", () => {
  it("takes the device's copy when it is newer than the server's", () => {
    expect(startingAnswer(server, local())).toEqual({
      text: "Neste aparelho",
      revision: 6,
      serverRevision: 5,
      restored: true,
    });
  });

  it("takes the server's draft when the device's copy is not newer, or is of another attempt", () => {
    const fromServer = { text: "No servidor", revision: 5, serverRevision: 5, restored: false };
    expect(startingAnswer(server, local({ revisao: 5 }))).toEqual(fromServer);
    expect(startingAnswer(server, local({ revisao: 4 }))).toEqual(fromServer);
    expect(startingAnswer(server, local({ tentativa: 1, revisao: 99 }))).toEqual(fromServer);
    expect(startingAnswer(server, null)).toEqual(fromServer);
  });

  it("says nothing was restored when the newer copy holds the same text", () => {
    expect(startingAnswer(server, local({ texto: "No servidor", revisao: 9 })).restored).toBe(false);
  });

  it("starts a redo's empty attempt from the answer delivered before", () => {
    const fresh = { numero: 2, resposta: null, revisao: 0 };
    expect(startingAnswer(fresh, null, "Primeira versão").text).toBe("Primeira versão");
    expect(startingAnswer(fresh, null).text).toBe("");
    expect(startingAnswer(fresh, local({ texto: "Segunda", revisao: 1 }), "Primeira versão").text).toBe(
      "Segunda",
    );
  });
});

describe("the device's copy", () => {
  it("is kept per user and assignment, and forgotten once its attempt is delivered", () => {
    writeLocalDraft(7, 11, local());
    expect(readLocalDraft(7, 11)).toEqual(local());
    expect(readLocalDraft(8, 11)).toBeNull();
    clearLocalDraft(7, 11, 1);
    expect(readLocalDraft(7, 11)).not.toBeNull();
    clearLocalDraft(7, 11, 2);
    expect(readLocalDraft(7, 11)).toBeNull();
  });

  it("ignores what is not a draft", () => {
    window.localStorage.setItem(draftStorageKey(7, 11), "{not json");
    expect(readLocalDraft(7, 11)).toBeNull();
    window.localStorage.setItem(draftStorageKey(7, 11), JSON.stringify({ texto: 3 }));
    expect(readLocalDraft(7, 11)).toBeNull();
  });
});
