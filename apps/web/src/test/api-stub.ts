import { type CallContract, type CallResponse, callPath } from "@trilha/contracts/call";
import type { Language } from "@trilha/contracts/rules/languages";
import { vi } from "vitest";

export interface StubbedReply {
  status?: number;
  body: unknown;
  /** A file answer instead of JSON (an export): its bytes and headers. */
  file?: { content: string; headers: Record<string, string> };
}

/** A reply as it is, or made from the request. */
export type Reply = StubbedReply | ((request: Request) => StubbedReply | Promise<StubbedReply>);

export function ok<C extends CallContract>(_contract: C, body: CallResponse<C>): StubbedReply {
  return { status: 200, body };
}

export function failure(status: number, mensagem?: string): StubbedReply {
  return { status, body: mensagem === undefined ? {} : { status: "erro", mensagem } };
}

/**
 * Replaces `fetch` with a table of replies keyed by contract. Unlisted calls answer 404 so a test never
 * reaches the network; every request is recorded for assertions.
 */
export function stubApi(replies: [CallContract, Reply][], lang: Language = "pt-br") {
  const requests: Request[] = [];
  const table = new Map(
    replies.map(([contract, reply]) => [`${contract.method} ${callPath(contract, lang)}`, reply]),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    requests.push(request);
    const reply = table.get(`${request.method} ${new URL(request.url).pathname}`);
    const resolved = typeof reply === "function" ? await reply(request.clone()) : reply;
    const { status = 200, body, file } = resolved ?? failure(404, "not stubbed");
    if (file) return new Response(file.content, { status, headers: file.headers });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, requests };
}
