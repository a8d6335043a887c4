import { activeGroups } from "@trilha/contracts/classes.calls";
import { profilePhotoRemove } from "@trilha/contracts/profile.calls";
import { describe, expect, it, vi } from "vitest";
import { failure, ok, stubApi } from "../test/api-stub.ts";
import { makeUser } from "../test/fixtures.ts";
import { apiCall, PasswordNotConfirmed, providePasswordConfirmation } from "./api.ts";
import { ApiError } from "./api-error.ts";
import { changeLanguage } from "./i18n.ts";
import { getSession, setSession } from "./session-store.ts";

const profile = { status: "sucesso" as const, mensagem: "Foto removida.", usuario: makeUser() };

describe("apiCall", () => {
  it("sends the stored session's token in the current language's path", async () => {
    setSession(makeUser({ token: "sessao" }));
    await changeLanguage("es-es");
    const { requests } = stubApi([[activeGroups, ok(activeGroups, { grupos: [] })]], "es-es");
    await apiCall(activeGroups, {});
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer sessao");
    expect(new URL(requests[0]?.url ?? "").pathname).toContain("/es-es/");
  });

  it("ends the session on a 401 with the server's reason, and still fails the call", async () => {
    setSession(makeUser());
    stubApi([[activeGroups, failure(401, "Sessão encerrada.")]]);
    await expect(apiCall(activeGroups, {})).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toEqual({ status: "signed-out", expired: true, message: "Sessão encerrada." });
  });

  it("keeps the session on a 401 when the call says the caller decides", async () => {
    setSession(makeUser());
    stubApi([[activeGroups, failure(401)]]);
    await expect(apiCall(activeGroups, { unauthorized: "keep-session" })).rejects.toBeInstanceOf(ApiError);
    expect(getSession().status).toBe("signed-in");
  });

  it("asks for the password on a 428 and repeats the call once it was confirmed", async () => {
    setSession(makeUser());
    let calls = 0;
    stubApi([[profilePhotoRemove, () => (++calls === 1 ? failure(428) : ok(profilePhotoRemove, profile))]]);
    const confirm = vi.fn(async () => true);
    const stop = providePasswordConfirmation(confirm);
    try {
      expect((await apiCall(profilePhotoRemove, {})).mensagem).toBe("Foto removida.");
    } finally {
      stop();
    }
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(calls).toBe(2);
  });

  it("gives up without repeating when the password confirmation is cancelled", async () => {
    setSession(makeUser());
    const { requests } = stubApi([[profilePhotoRemove, failure(428)]]);
    const stop = providePasswordConfirmation(async () => false);
    try {
      await expect(apiCall(profilePhotoRemove, {})).rejects.toBeInstanceOf(PasswordNotConfirmed);
    } finally {
      stop();
    }
    expect(requests).toHaveLength(1);
  });
});
