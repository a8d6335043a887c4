import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { termsAccept } from "@trilha/contracts/terms.calls";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { makeUser } from "../test/fixtures.ts";
import { callMutation } from "./call-hooks.ts";
import { getSession, setSession } from "./session-store.ts";

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

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
