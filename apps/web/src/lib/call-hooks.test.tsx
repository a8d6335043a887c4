import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { auditList } from "@trilha/contracts/audit.calls";
import { captchaChallenge } from "@trilha/contracts/captcha.calls";
import { termsAccept, termsAcceptances, termsCurrent } from "@trilha/contracts/terms.calls";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { makeUser } from "../test/fixtures.ts";
import {
  callForgetAll,
  callInfiniteQuery,
  callMutation,
  callQueryWith,
  callUpdate,
  numberedPages,
} from "./call-hooks.ts";
import { clearSession, getSession, setSession } from "./session-store.ts";

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
const wrapper = wrapperOf(new QueryClient());

describe("callMutation", () => {
  it("sends the body it is given through the API client, with the session's token", async () => {
    setSession(makeUser({ token: "sessao" }));
    const { requests } = stubApi([
      [termsAccept, ok(termsAccept, { status: "sucesso", mensagem: "Aceito." })],
    ]);
    const { result } = renderHook(callMutation(termsAccept), { wrapper });
    await result.current.mutateAsync({ versao: 3 });
    expect(await requests[0]?.json()).toEqual({ versao: 3 });
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer sessao");
  });

  it("keeps the session on a 401 only when the hook was built to", async () => {
    setSession(makeUser());
    stubApi([[termsAccept, failure(401)]]);
    const keeping = renderHook(callMutation(termsAccept, { unauthorized: "keep-session" }), { wrapper });
    await expect(keeping.result.current.mutateAsync({ versao: 3 })).rejects.toThrow();
    expect(getSession().status).toBe("signed-in");
    const ending = renderHook(callMutation(termsAccept), { wrapper });
    await expect(ending.result.current.mutateAsync({ versao: 3 })).rejects.toThrow();
    await waitFor(() => expect(getSession().status).toBe("signed-out"));
  });
});

describe("callMutation's refreshes", () => {
  it("marks the named calls' cached answers stale once the call succeeds, before the caller's onSuccess", async () => {
    setSession(makeUser({ token: "sessao" }));
    stubApi([[termsAccept, ok(termsAccept, { status: "sucesso", mensagem: "Aceito." })]]);
    const client = new QueryClient();
    const cached = [termsCurrent.method, termsCurrent.path, "pt-br", "sessao"];
    client.setQueryData(cached, { versao: 2 });
    let staleInOnSuccess: boolean | undefined;
    const useAccept = callMutation(termsAccept, { refreshes: [termsCurrent] });
    const { result } = renderHook(
      () =>
        useAccept({
          onSuccess: () => {
            staleInOnSuccess = client.getQueryState(cached)?.isInvalidated;
          },
        }),
      { wrapper: wrapperOf(client) },
    );
    await result.current.mutateAsync({ versao: 3 });
    expect(staleInOnSuccess).toBe(true);
  });
});

describe("callQueryWith", () => {
  it("sends what its arguments make, caches each apart and waits while `enabled` says so", async () => {
    setSession(makeUser({ token: "sessao" }));
    const { requests } = stubApi([
      [termsAcceptances, ok(termsAcceptances, { aceites: [], total: 0, pagina: 2, limite: 20 })],
    ]);
    const client = new QueryClient();
    const useAcceptances = callQueryWith(
      termsAcceptances,
      (versao: number | null, pagina: number) => ({ query: { versao: versao ?? 1, pagina } }),
      { enabled: (versao) => versao !== null },
    );
    const { result, rerender } = renderHook(({ versao }) => useAcceptances(versao, 2), {
      wrapper: wrapperOf(client),
      initialProps: { versao: null as number | null },
    });
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ versao: 4 });
    await waitFor(() => expect(result.current.data?.pagina).toBe(2));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? "").searchParams.toString()).toBe("versao=4&pagina=2");
    const key = [termsAcceptances.method, termsAcceptances.path, "pt-br", "sessao", 4, 2];
    expect(client.getQueryData(key)).toEqual(result.current.data);
  });
});

describe("callQueryWith's settings", () => {
  const question = {
    tipo: "local",
    id: "q1",
    pergunta: "2 + 3?",
    expira_em: "2030-01-01T00:00:00Z",
  } as const;

  it("asks a call made without a session while signed out, sending no token, once per arguments", async () => {
    clearSession();
    const { requests } = stubApi([[captchaChallenge, ok(captchaChallenge, question)]]);
    const useQuestion = callQueryWith(captchaChallenge, (_generation: number) => ({}), {
      withoutSession: true,
    });
    const { result, rerender } = renderHook(() => useQuestion(1), { wrapper: wrapperOf(new QueryClient()) });
    await waitFor(() => expect(result.current.data).toEqual(question));
    rerender();
    expect(requests[0]?.headers.get("authorization")).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it("asks again every `refetchEvery` milliseconds while it says so", async () => {
    setSession(makeUser({ token: "sessao" }));
    let asked = 0;
    stubApi([
      [
        termsAcceptances,
        () => {
          asked += 1;
          return ok(termsAcceptances, { aceites: [], total: asked, pagina: 1, limite: 20 });
        },
      ],
    ]);
    const useAcceptances = callQueryWith(termsAcceptances, () => ({ query: { versao: 1, pagina: 1 } }), {
      refetchEvery: (answer) => (answer !== undefined && answer.total < 3 ? 5 : false),
    });
    const { result } = renderHook(() => useAcceptances(), { wrapper: wrapperOf(new QueryClient()) });
    await waitFor(() => expect(result.current.data?.total).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(3);
  });
});

describe("callInfiniteQuery", () => {
  it("loads the first page, then each next one its last answer names, until there is none", async () => {
    setSession(makeUser({ token: "sessao" }));
    const { requests } = stubApi([
      [
        termsAcceptances,
        (request) => {
          const pagina = Number(new URL(request.url).searchParams.get("pagina"));
          return ok(termsAcceptances, { aceites: [], total: 3, pagina, limite: 2 });
        },
      ],
    ]);
    const useAcceptances = callInfiniteQuery(
      termsAcceptances,
      (pagina: number, versao: number) => ({ query: { versao, pagina } }),
      numberedPages,
    );
    const { result } = renderHook(() => useAcceptances(4), { wrapper: wrapperOf(new QueryClient()) });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages.map((page) => page.pagina)).toEqual([1, 2]));
    expect(result.current.hasNextPage).toBe(false);
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      "?versao=4&pagina=1",
      "?versao=4&pagina=2",
    ]);
  });

  it("sends a cursor page in the body, the first page with none", async () => {
    setSession(makeUser({ token: "sessao" }));
    const { requests } = stubApi([[auditList, ok(auditList, { eventos: [], proximo: null })]]);
    const useLog = callInfiniteQuery(auditList, (cursor: string | undefined) => ({ body: { cursor } }), {
      firstPage: undefined,
      nextPage: (page) => page.proximo ?? undefined,
    });
    const { result } = renderHook(() => useLog(), { wrapper: wrapperOf(new QueryClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(false);
    expect(await requests[0]?.json()).toEqual({});
  });
});

describe("callUpdate", () => {
  it("changes this session's cached answers of the call (those of the given arguments only), in every language", () => {
    setSession(makeUser({ token: "sessao" }));
    const client = new QueryClient();
    const page = (pagina: number) => ({ aceites: [], total: 0, pagina, limite: 20 });
    const key = (lang: string, token: string, versao: number) => [
      termsAcceptances.method,
      termsAcceptances.path,
      lang,
      token,
      versao,
    ];
    for (const cached of [key("pt-br", "sessao", 1), key("en-us", "sessao", 1), key("pt-br", "sessao", 2)])
      client.setQueryData(cached, page(1));
    client.setQueryData(key("pt-br", "outra", 1), page(1));
    const { result } = renderHook(callUpdate(termsAcceptances), { wrapper: wrapperOf(client) });
    result.current((answer) => ({ ...answer, total: 9 }), 1);
    const totals = [key("pt-br", "sessao", 1), key("en-us", "sessao", 1), key("pt-br", "sessao", 2)].map(
      (cached) => client.getQueryData<{ total: number }>(cached)?.total,
    );
    expect(totals).toEqual([9, 9, 0]);
    expect(client.getQueryData<{ total: number }>(key("pt-br", "outra", 1))?.total).toBe(0);
  });
});

describe("callForgetAll", () => {
  it("forgets every cached answer", () => {
    const client = new QueryClient();
    client.setQueryData(["any"], 1);
    const { result } = renderHook(callForgetAll(), { wrapper: wrapperOf(client) });
    result.current();
    expect(client.getQueryData(["any"])).toBeUndefined();
  });
});
