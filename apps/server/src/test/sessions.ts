import { expect } from "vitest";
import { TEST_PASSWORD } from "./factories.ts";
import type { TestServer } from "./test-server.ts";

/** Signs in through the real login call and returns the bearer token. */
export async function signIn(server: TestServer, host: string, usuario: string, senha = TEST_PASSWORD) {
  const response = await server.request("POST", "/conta/pt-br/logar/padrao", {
    host,
    body: { usuario, senha },
  });
  expect(response.status, response.text).toBe(200);
  const token: string = response.json.usuario.token;
  expect(token).toBeTruthy();
  return token;
}
