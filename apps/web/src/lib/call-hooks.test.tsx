import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { termsAccept, termsAcceptances, termsCurrent } from "@trilha/contracts/terms.calls";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { makeUser } from "../test/fixtures.ts";
import { callMutation, callQueryWith } from "./call-hooks.ts";
import { getSession, setSession } from "./session-store.ts";

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
    expect(client.getQueryData([...useAcceptances.queryKey("pt-br", "sessao"), 4, 2])).toEqual(
      result.current.data,
    );
  });
});
