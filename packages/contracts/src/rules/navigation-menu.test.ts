import { describe, expect, it } from "vitest";
import type { Network } from "../networks.calls.ts";
import {
  favouriteNetworks,
  hasMenuSections,
  platformAdministrationEntry,
  withFavourite,
} from "./navigation-menu.ts";

const roles = (admin: boolean) => ({
  funcoes: { compartilhar: false, publicar: false, forca_senha: false, "administrador-plataforma": admin },
});
const teacher = {
  funcoes: { compartilhar: true, publicar: true, forca_senha: false, "administrador-plataforma": false },
};
const network = (id: number, nome: string, isFavorito = false): Network => ({
  id,
  codigo: `rede-${id}`,
  nome,
  isFavorito,
});

describe("hasMenuSections", () => {
  it("is set for a platform administrator even without networks", () => {
    expect(hasMenuSections(roles(true), [])).toBe(true);
  });

  it("is set for someone who manages one network", () => {
    expect(hasMenuSections(roles(false), [network(1, "Rede Norte")])).toBe(true);
  });

  it("is not set for a student without networks, nor for a teacher who may share and publish", () => {
    expect(hasMenuSections(roles(false), [])).toBe(false);
    expect(hasMenuSections(teacher, [])).toBe(false);
  });
});

describe("platformAdministrationEntry", () => {
  const principal = { principal: true, database_share: null };
  const school = { principal: false, database_share: null };
  const shared = { principal: false, database_share: "rede-sul" };

  it("opens the platforms sub-panel for an administrator on the main tenant", () => {
    expect(platformAdministrationEntry(roles(true), principal)).toBe("platforms-panel");
  });

  it("links to the tenant's administration for an administrator on another tenant", () => {
    expect(platformAdministrationEntry(roles(true), school)).toBe("tenant-link");
  });

  it("is absent on a tenant with a database_share, even the main one", () => {
    expect(platformAdministrationEntry(roles(true), shared)).toBe("none");
    expect(platformAdministrationEntry(roles(true), { principal: true, database_share: "x" })).toBe("none");
  });

  it("treats a blank database_share as none", () => {
    expect(platformAdministrationEntry(roles(true), { principal: false, database_share: " " })).toBe(
      "tenant-link",
    );
  });

  it("is absent for anyone who is not a platform administrator", () => {
    expect(platformAdministrationEntry(roles(false), principal)).toBe("none");
    expect(platformAdministrationEntry(teacher, school)).toBe("none");
  });
});

describe("favourite networks", () => {
  const list = [network(2, "Rede Leste", true), network(1, "Rede Norte"), network(3, "Rede Oeste", true)];

  it("keeps only the favourites, in the list's order", () => {
    expect(favouriteNetworks(list).map((item) => item.nome)).toEqual(["Rede Leste", "Rede Oeste"]);
  });

  it("flips only the named network", () => {
    const next = withFavourite(list, 1, true);
    expect(next.map((item) => item.isFavorito)).toEqual([true, true, true]);
    expect(withFavourite(next, 2, false).map((item) => item.isFavorito)).toEqual([false, true, true]);
    expect(list[1]?.isFavorito).toBe(false);
  });
});
