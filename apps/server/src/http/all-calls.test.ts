import { describe, expect, it } from "vitest";
import { allCalls } from "./all-calls.ts";

/** Spec §7, every call but the static notices file (see notices.ts). */
const SPEC_CALLS = [
  "POST /conta/{lang}/logar/padrao",
  "POST /conta/{lang}/logar/token",
  "POST /conta/{lang}/logar/google",
  "POST /conta/{lang}/logar/microsoft",
  "POST /conta/{lang}/logar/apple",
  "POST /conta/{lang}/logout",
  "POST /conta/{lang}/recapth/tentativa",
  "POST /conta/{lang}/2fa/enviarcodigo",
  "POST /conta/{lang}/2fa/validarcodigo",
  "POST /conta/{lang}/2fa/criar/qrcode",
  "POST /conta/{lang}/logado/alterar/senha",
  "POST /conta/{lang}/logado/gerar/senha",
  "POST /conta/{lang}/redefinir/senha",
  "POST /conta/{lang}/dispositivo/listar",
  "POST /conta/{lang}/dispositivo/deletar",
  "POST /conta/{lang}/dispositivo/deletar-todos",
  "POST /conta/{lang}/logado/buscar/redes-gestor",
  "POST /conta/{lang}/logado/gravar/rede/favorita",
  "GET /conta/{lang}/grupos/ativos",
  "GET /conta/{lang}/reportar-erro/categorias",
  "POST /conta/{lang}/reportar-erro/reportar",
  "GET /tenant/{lang}/tenant/listar",
  "GET /projeto/{lang}/responsaveis",
  "POST /licenciamento/{lang}/buscar/dataservidor",
];

describe("allCalls", () => {
  const declared = Object.values(allCalls).map((call) => `${call.method} ${call.path}`);

  it("declares every call of spec §7", () => {
    for (const call of SPEC_CALLS) expect(declared).toContain(call);
  });

  it("declares each method and path once", () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("puts the body of every POST with one in a schema and none on a GET", () => {
    for (const call of Object.values(allCalls)) if (call.method === "GET") expect(call.body).toBeUndefined();
  });
});
