import { describe, expect, it } from "vitest";
import { testDialects } from "../../test/dialects.ts";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe.each(testDialects())("connected devices on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [{ usuario: "ana" }, { usuario: "beto" }],
    other: [{ usuario: "ana" }],
  });

  async function signInFrom(userAgent: string, usuario = "ana", onHost = t.host): Promise<string> {
    const response = await t.server.request("POST", "/conta/pt-br/logar/padrao", {
      host: onHost,
      body: { usuario, senha: TEST_PASSWORD },
      headers: { "user-agent": userAgent },
    });
    expect(response.status, response.text).toBe(200);
    return response.json.usuario.token;
  }

  const list = (token: string, lang = "pt-br") =>
    t.request("POST", `/conta/${lang}/dispositivo/listar`, { token, body: {} });
  const remove = (token: string, handle: string, lang = "pt-br", onHost = t.host) =>
    t.server.request("POST", `/conta/${lang}/dispositivo/deletar`, {
      host: onHost,
      token,
      body: { token: handle },
    });
  const removeAll = (token: string, handle: string, lang = "pt-br") =>
    t.request("POST", `/conta/${lang}/dispositivo/deletar-todos`, {
      token,
      body: { token: handle },
    });
  const stillValid = async (token: string) =>
    (await t.request("GET", "/conta/pt-br/grupos/ativos", { token })).status === 200;

  it("lists the user's sessions with the current one marked, never exposing a token", async () => {
    const desktop = await signInFrom(CHROME_LINUX);
    const phone = await signInFrom(FIREFOX_ANDROID);
    const response = await list(phone);
    expect(response.status).toBe(200);
    const devices = response.json.dispositivos;
    const current = devices.find((device: { atual: boolean }) => device.atual);
    expect(current).toMatchObject({ nome: "Firefox / Android", tipo: "mobile", atual: true });
    expect(devices).toContainEqual(expect.objectContaining({ nome: "Chrome / Linux", tipo: "desktop" }));
    expect(devices.filter((device: { atual: boolean }) => device.atual)).toHaveLength(1);
    expect(JSON.stringify(devices)).not.toContain(phone);
    expect(JSON.stringify(devices)).not.toContain(desktop);
    expect(current.ultimoAcesso).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(current.token_id.token).toMatch(/^[\w-]{22}$/);
  });

  it("deleting a device ends that session at once; the current one cannot be deleted", async () => {
    const first = await signInFrom(CHROME_LINUX);
    const second = await signInFrom(FIREFOX_ANDROID);
    const devices = (await list(first)).json.dispositivos;
    const current = devices.find((device: { atual: boolean }) => device.atual).token_id.token;
    const secondHandle = (await list(second)).json.dispositivos.find((d: { atual: boolean }) => d.atual)
      .token_id.token;

    const self = await remove(first, current, "en-us");
    expect(self.status).toBe(400);
    expect(self.json.mensagem).toBe("The current login cannot be removed.");

    const ok = await remove(first, secondHandle, "en-us");
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: "sucesso", mensagem: "Login successfully removed!" });
    expect(await stillValid(second)).toBe(false);
    expect(await stillValid(first)).toBe(true);
    const again = await remove(first, secondHandle);
    expect(again.status).toBe(404);
    expect(again.json.status).toBe("erro");
  });

  it("delete-all ends every other session and keeps the current one", async () => {
    const keep = await signInFrom(CHROME_LINUX);
    const others = [await signInFrom(FIREFOX_ANDROID), await signInFrom(CHROME_LINUX)];
    const beto = await signInFrom(CHROME_LINUX, "beto");
    const handle = (await list(keep)).json.dispositivos.find((d: { atual: boolean }) => d.atual).token_id
      .token;
    const notCurrent = (await list(others[0] as string)).json.dispositivos.find(
      (d: { atual: boolean }) => d.atual,
    ).token_id.token;
    expect((await removeAll(keep, notCurrent)).status).toBe(400);

    const response = await removeAll(keep, handle, "es-es");
    expect(response.status).toBe(200);
    expect(response.json.mensagem).toBe("¡Inicio de sesión eliminado con éxito!");
    for (const token of others) expect(await stillValid(token)).toBe(false);
    expect(await stillValid(keep)).toBe(true);
    expect(await stillValid(beto)).toBe(true);
    const remaining = (await list(keep)).json.dispositivos;
    expect(remaining).toHaveLength(1);
    expect(remaining[0].atual).toBe(true);
  });

  it("refuses another user's handle and another scope's", async () => {
    const ana = await signInFrom(CHROME_LINUX);
    const beto = await signInFrom(CHROME_LINUX, "beto");
    const betoHandle = (await list(beto)).json.dispositivos[0].token_id.token;
    expect((await remove(ana, betoHandle)).status).toBe(404);
    expect(await stillValid(beto)).toBe(true);

    const elsewhere = await signInFrom(CHROME_LINUX, "ana", t.otherHost);
    const response = await remove(elsewhere, betoHandle, "pt-br", t.otherHost);
    expect(response.status).toBe(404);
    expect((await remove(ana, betoHandle, "pt-br", t.otherHost)).status).toBe(401);
    expect(await stillValid(beto)).toBe(true);
  });

  it("needs a session and a valid body", async () => {
    expect((await t.request("POST", "/conta/pt-br/dispositivo/listar", { body: {} })).status).toBe(401);
    const token = await signInFrom(CHROME_LINUX);
    expect((await remove("nao-existe", "x")).status).toBe(401);
    const missing = await t.request("POST", "/conta/pt-br/dispositivo/deletar", {
      token,
      body: {},
    });
    expect(missing.status).toBe(400);
    const tooLong = await remove(token, "x".repeat(201));
    expect(tooLong.status).toBe(400);
  });
});
