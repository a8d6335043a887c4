import { activeGroups } from "@trilha/contracts/classes.calls";
import { loginStandard, logout } from "@trilha/contracts/login.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import { describe, expect, it, vi } from "vitest";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { makeUser } from "../test/fixtures.ts";
import { callApi } from "./api-client.ts";
import { ApiError, errorMessage, GENERIC_ERROR_KEY, isUnauthorized } from "./api-error.ts";

describe("callApi", () => {
  it("puts the UI language in the path and sends the body as JSON", async () => {
    const user = makeUser();
    const { requests } = stubApi(
      [[loginStandard, ok(loginStandard, { usuario: user, conta_vinculada: false, conta_nova: false })]],
      "en-us",
    );
    const result = await callApi(loginStandard, {
      lang: "en-us",
      body: { usuario: "42", senha: "x", salvar: false },
    });
    expect(result.usuario).toMatchObject({ nome: user.nome });
    const [request] = requests;
    expect(new URL(request?.url ?? "").pathname).toBe("/conta/en-us/logar/padrao");
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(await request?.json()).toEqual({ usuario: "42", senha: "x", salvar: false });
  });

  it("sends the session token as a bearer token", async () => {
    const { requests } = stubApi([[activeGroups, ok(activeGroups, { grupos: [] })]]);
    await callApi(activeGroups, { lang: "pt-br", token: "abc" });
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer abc");
    expect(requests[0]?.method).toBe("GET");
  });

  it("sends no authorization header without a token, nor the page it comes from", async () => {
    const { requests } = stubApi([[logout, ok(logout, { status: "sucesso" })]]);
    await callApi(logout, { lang: "pt-br", body: { token: "t" } });
    expect(requests[0]?.headers.has("authorization")).toBe(false);
    expect(requests[0]?.headers.has("x-rota-atual")).toBe(false);
  });

  it("sends the path of the page a signed-in call comes from, never its query string", async () => {
    window.history.pushState({}, "", "/logado/turmas/3?aba=notas");
    const { requests } = stubApi([[activeGroups, ok(activeGroups, { grupos: [] })]]);
    await callApi(activeGroups, { lang: "pt-br", token: "abc" });
    expect(requests[0]?.headers.get("x-rota-atual")).toBe("/logado/turmas/3");
    window.history.pushState({}, "", "/");
  });

  it("sends an empty JSON object for a POST without body", async () => {
    const { requests } = stubApi([[managedNetworks, ok(managedNetworks, { redes: [] })]], "es-es");
    await callApi(managedNetworks, { lang: "es-es", token: "abc" });
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/conta/es-es/logado/buscar/redes-gestor");
    expect(await requests[0]?.text()).toBe("{}");
  });

  it("throws an ApiError with the status and the server's message", async () => {
    stubApi([[loginStandard, failure(401, "Usuário ou senha incorretos.")]]);
    const error = await callApi(loginStandard, {
      lang: "pt-br",
      body: { usuario: "1", senha: "2", salvar: false },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverMessage).toBe("Usuário ou senha incorretos.");
    expect((error as ApiError).message).toBe("Usuário ou senha incorretos.");
    expect(isUnauthorized(error)).toBe(true);
  });

  it("falls back to the generic message key when the error body has no message", async () => {
    stubApi([[activeGroups, failure(500)]]);
    const error = (await callApi(activeGroups, { lang: "pt-br", token: "t" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(500);
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe(GENERIC_ERROR_KEY);
    expect(error.messageKey).toBe(GENERIC_ERROR_KEY);
    expect(errorMessage(error, () => "genérica")).toBe("genérica");
  });

  it("treats a response that breaks the contract as a generic failure", async () => {
    stubApi([[activeGroups, { status: 200, body: { grupos: [{ id: "x" }] } }]]);
    const error = (await callApi(activeGroups, { lang: "pt-br", token: "t" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.serverMessage).toBeNull();
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = (await callApi(activeGroups, { lang: "pt-br", token: "t" }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it("lets an abort through untouched", async () => {
    const abort = new DOMException("aborted", "AbortError");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(abort));
    await expect(callApi(activeGroups, { lang: "pt-br", token: "t" })).rejects.toBe(abort);
  });
});
