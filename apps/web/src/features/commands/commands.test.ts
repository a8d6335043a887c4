import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { parseCommand } from "./commands.ts";

describe("parseCommand", () => {
  it("changes the language to one of the three", () => {
    expect(parseCommand("idioma en-us")).toEqual({ type: "language", language: "en-us" });
    expect(parseCommand("  IDIOMA   ES-ES ")).toEqual({ type: "language", language: "es-es" });
    expect(parseCommand("idioma fr-fr")).toEqual({ type: "usage", command: "idioma" });
    expect(parseCommand("idioma")).toEqual({ type: "usage", command: "idioma" });
  });

  it("writes the spec's contrast and font values", () => {
    expect(parseCommand("contraste alto")).toMatchObject({
      key: "contraste",
      value: "contraste-altocontraste",
    });
    expect(parseCommand("contraste cinza")).toMatchObject({ value: "contraste-escalacinza" });
    expect(parseCommand("contraste padrão")).toMatchObject({ value: "contraste-padrao" });
    expect(parseCommand("fonte gigante")).toMatchObject({ key: "fontes", value: "fontes-gigantes" });
    expect(parseCommand("fonte grande")).toMatchObject({ value: "fontes-grandes" });
    expect(parseCommand("contraste toString")).toEqual({ type: "usage", command: "contraste" });
    expect(parseCommand("fonte")).toEqual({ type: "usage", command: "fonte" });
  });

  it("goes to pages, accents and case aside", () => {
    expect(parseCommand("início")).toEqual({ type: "navigate", to: webPaths.signedIn.build() });
    expect(parseCommand("Conta")).toEqual({ type: "navigate", to: webPaths.account.build() });
    expect(parseCommand("dispositivos")).toEqual({
      type: "navigate",
      to: webPaths.connectedDevices.build(),
    });
    expect(parseCommand("sair")).toEqual({ type: "navigate", to: webPaths.logout.build() });
    expect(parseCommand("sair agora")).toEqual({ type: "usage", command: "sair" });
  });

  it("lists the commands and tells the version", () => {
    expect(parseCommand("ajuda")).toEqual({ type: "help" });
    expect(parseCommand("versão")).toEqual({ type: "version" });
  });

  it("names an unknown command as typed, and knows an empty line", () => {
    expect(parseCommand("abracadabra 1")).toEqual({ type: "unknown", command: "abracadabra" });
    expect(parseCommand("constructor")).toEqual({ type: "unknown", command: "constructor" });
    expect(parseCommand("   ")).toEqual({ type: "empty" });
  });
});
