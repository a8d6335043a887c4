import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { makeAttempt } from "../../test/learning-fixtures.ts";
import type { DeliveryAnswer } from "./api/lesson.api.ts";
import {
  enqueueDelivery,
  flushDeliveries,
  type OutboxEvent,
  onOutboxEvent,
  outboxStorageKey,
  pendingDeliveries,
  worthRetrying,
} from "./delivery-outbox.ts";

const USER = 7;

function answer(): DeliveryAnswer {
  return {
    entrega: {
      status: "entregue",
      refazer: false,
      ultima_nota: null,
      tentativas: [makeAttempt({ entregue_em: "2026-03-05T12:00:00.000Z" })],
    },
    entregue_em: "2026-03-05T12:00:00.000Z",
  };
}

describe("the delivery outbox", () => {
  it("keeps one key per attempt, whatever the number of taps", () => {
    const first = enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1, resposta: "Texto" });
    const again = enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1, resposta: "Texto" });
    expect(again.chave_envio).toBe(first.chave_envio);
    expect(pendingDeliveries(USER)).toHaveLength(1);
    const next = enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 2 });
    expect(next.chave_envio).not.toBe(first.chave_envio);
    expect(first.chave_envio).toMatch(/^11-1-[0-9a-f]{24}$/);
    expect(pendingDeliveries(USER)).toHaveLength(2);
    expect(pendingDeliveries(8)).toHaveLength(0);
  });

  it("sends each pending delivery with its key, and forgets it once the server confirms", async () => {
    const entry = enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1, resposta: "Texto" });
    const send = vi.fn(async () => answer());
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));
    await flushDeliveries(USER, send);
    stop();
    expect(send).toHaveBeenCalledExactlyOnceWith({
      atribuicao_id: 11,
      chave_envio: entry.chave_envio,
      resposta: "Texto",
    });
    expect(pendingDeliveries(USER)).toEqual([]);
    expect(window.localStorage.getItem(outboxStorageKey(USER))).toBeNull();
    expect(events.map((event) => event.kind)).toEqual(["delivered"]);
  });

  it("keeps it, key and all, when no answer comes, and sends the same key when the connection returns", async () => {
    const entry = enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1 });
    const offline = vi.fn(async () => {
      throw new ApiError(0, null);
    });
    await flushDeliveries(USER, offline);
    expect(pendingDeliveries(USER)).toEqual([entry]);
    const online = vi.fn(async () => answer());
    await flushDeliveries(USER, online);
    expect(online).toHaveBeenCalledExactlyOnceWith({ atribuicao_id: 11, chave_envio: entry.chave_envio });
    expect(pendingDeliveries(USER)).toEqual([]);
  });

  it("sends what was added after a flush that found nothing to send", async () => {
    const send = vi.fn(async () => answer());
    await flushDeliveries(USER, send);
    enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1 });
    await flushDeliveries(USER, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(pendingDeliveries(USER)).toEqual([]);
  });

  it("sends once when several pages flush at the same time", async () => {
    enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1 });
    const send = vi.fn(async () => answer());
    await Promise.all([
      flushDeliveries(USER, send),
      flushDeliveries(USER, send),
      flushDeliveries(USER, send),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("tries once more when asked while a try without answer is still running", async () => {
    const entry = enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1 });
    let online = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.fn(async (_body: { atribuicao_id: number; chave_envio: string }) => {
      const reachable = online;
      await gate;
      if (!reachable) throw new ApiError(0, null);
      return answer();
    });
    const first = flushDeliveries(USER, send);
    online = true;
    const second = flushDeliveries(USER, send);
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      { atribuicao_id: 11, chave_envio: entry.chave_envio },
      { atribuicao_id: 11, chave_envio: entry.chave_envio },
    ]);
    expect(pendingDeliveries(USER)).toEqual([]);
  });

  it("drops a delivery the server refuses for good, and says so", async () => {
    enqueueDelivery(USER, { atribuicao_id: 11, tentativa: 1 });
    enqueueDelivery(USER, { atribuicao_id: 12, tentativa: 1 });
    const refusal = new ApiError(409, "Este conteúdo não está aberto para entrega.");
    const send = vi.fn(async ({ atribuicao_id }: { atribuicao_id: number }) => {
      if (atribuicao_id === 11) throw refusal;
      return answer();
    });
    const events: OutboxEvent[] = [];
    const stop = onOutboxEvent((event) => events.push(event));
    await flushDeliveries(USER, send);
    stop();
    expect(pendingDeliveries(USER)).toEqual([]);
    expect(events.map((event) => [event.kind, event.entry.atribuicao_id])).toEqual([
      ["refused", 11],
      ["delivered", 12],
    ]);
    expect(events[0]?.kind === "refused" && events[0].error).toBe(refusal);
  });

  it("keeps what is worth trying again: no answer, the session gone, too many requests, a server fault", () => {
    for (const status of [0, 401, 408, 429, 500, 503])
      expect(worthRetrying(new ApiError(status, null))).toBe(true);
    for (const status of [400, 403, 404, 409]) expect(worthRetrying(new ApiError(status, null))).toBe(false);
    expect(worthRetrying(new TypeError("network"))).toBe(true);
  });

  it("ignores stored entries that are not deliveries", () => {
    window.localStorage.setItem(
      outboxStorageKey(USER),
      JSON.stringify([
        { atribuicao_id: "x" },
        { atribuicao_id: 3, tentativa: 1, chave_envio: "curta", criada_em: "" },
      ]),
    );
    expect(pendingDeliveries(USER)).toEqual([]);
  });
});
