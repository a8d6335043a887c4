import type { Upload } from "@trilha/contracts/uploads.calls";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { base64Of, RETRY_DELAYS_MS, type UploadCalls, uploadInChunks } from "./resumable-upload.ts";

/** The upload calls as a server that keeps the bytes; `failures` lists what the next chunk calls meet. */
function fakeServer(part: number, failures: ("offline" | "lost-answer" | "refused")[] = []) {
  let stored = "";
  let size = 0;
  const log: string[] = [];
  const answer = (extra: Partial<Upload> = {}) => ({
    status: "sucesso" as const,
    envio: {
      envio_id: "abcdefghijklmnopqrstuv",
      nome: "trabalho.pdf",
      tamanho: size,
      recebido: atob(stored).length,
      tamanho_parte: part,
      concluido: false,
      tipo: null,
      ...extra,
    },
  });
  const calls = {
    create: async (body: { tamanho: number }) => {
      size = body.tamanho;
      log.push("create");
      return answer();
    },
    chunk: async (body: { posicao: number; dados: string }) => {
      const failure = failures.shift();
      log.push(`chunk ${body.posicao}${failure ? ` ${failure}` : ""}`);
      if (failure === "offline") throw new ApiError(0, null);
      if (failure === "refused") throw new ApiError(400, "A parte enviada não está em base64 válido.");
      stored = btoa(atob(stored) + atob(body.dados));
      if (failure === "lost-answer") throw new ApiError(0, null);
      return answer();
    },
    status: async () => {
      log.push("status");
      return answer();
    },
    finish: async () => {
      log.push("finish");
      return answer({ concluido: true, tipo: "application/pdf" });
    },
    cancel: async () => ({ status: "sucesso" as const, mensagem: "Envio cancelado." }),
  } as unknown as UploadCalls;
  return { calls, log, bytes: () => atob(stored) };
}

const file = new File(["%PDF-1.7 conteúdo de teste"], "trabalho.pdf", { type: "application/pdf" });
const noWait = async () => undefined;

describe("sending a file in resumable chunks", () => {
  it("encodes any bytes as base64", async () => {
    expect(await base64Of(new Blob([new Uint8Array([0, 255, 10])]))).toBe("AP8K");
  });

  it("sends the chunks the server suggests, each from where the upload stands, then finishes", async () => {
    const server = fakeServer(10);
    const progress: number[] = [];
    const upload = await uploadInChunks(file, {
      calls: server.calls,
      signal: new AbortController().signal,
      onProgress: (received) => progress.push(received),
    });
    expect(upload).toMatchObject({ concluido: true, tipo: "application/pdf" });
    expect(server.bytes()).toBe(atob(btoa(String.fromCharCode(...new Uint8Array(await file.arrayBuffer())))));
    expect(progress).toEqual([10, 20, file.size]);
    expect(server.log).toEqual(["create", "chunk 0", "chunk 10", "chunk 20", "finish"]);
  });

  it("after a lost connection or a lost answer, asks where the upload stands and goes on from there", async () => {
    const server = fakeServer(10, ["offline", "lost-answer"]);
    const waits: number[] = [];
    await uploadInChunks(file, {
      calls: server.calls,
      signal: new AbortController().signal,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(server.log).toEqual([
      "create",
      "chunk 0 offline",
      "status",
      "chunk 0 lost-answer",
      "status",
      "chunk 10",
      "chunk 20",
      "finish",
    ]);
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(0, 2));
  });

  it("stops at a refusal, and when the connection never comes back", async () => {
    const refused = fakeServer(10, ["refused"]);
    await expect(
      uploadInChunks(file, { calls: refused.calls, signal: new AbortController().signal, sleep: noWait }),
    ).rejects.toMatchObject({ status: 400 });
    const offline = fakeServer(10, Array(RETRY_DELAYS_MS.length + 1).fill("offline"));
    await expect(
      uploadInChunks(file, { calls: offline.calls, signal: new AbortController().signal, sleep: noWait }),
    ).rejects.toMatchObject({ status: 0 });
  });
});
