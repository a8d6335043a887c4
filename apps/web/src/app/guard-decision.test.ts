import { decodeContinuePath } from "@trilha/contracts/rules/continue-path";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import type { SessionState } from "../lib/session-store.ts";
import { makeAdmin, makeTenant, makeUser } from "../test/fixtures.ts";
import { guardDecision } from "./guard-decision.ts";

const signedOut: SessionState = { status: "signed-out", expired: false, message: null };
const signedIn = (user = makeUser()): SessionState => ({ status: "signed-in", token: user.token, user });
const active = makeTenant({ status: 1, principal: true });
const secondary = makeTenant({ status: 1, principal: false });
const inactive = makeTenant({ status: 0 });

describe("guardDecision", () => {
  it("renders public pages for anyone", () => {
    for (const pathname of [
      webPaths.home.build(),
      webPaths.login.build(),
      webPaths.loginContinue.build("/logado/turmas"),
      webPaths.forgotPassword.build(),
      webPaths.privacy.build(),
      webPaths.inactive.build(),
      "/nao-existe",
    ]) {
      expect(guardDecision({ session: signedOut, tenant: active, pathname }), pathname).toEqual({
        kind: "render",
      });
    }
  });

  it("sends a signed-out visitor of a signed-in page to sign-in, continuing to that page", () => {
    const decision = guardDecision({
      session: signedOut,
      tenant: active,
      pathname: webPaths.classes.build(),
      search: "?aba=2",
    });
    expect(decision).toEqual({ kind: "redirect", to: webPaths.loginContinue.build("/logado/turmas?aba=2") });
    const target = decision.kind === "redirect" ? decision.to.split("/").pop() : "";
    expect(decodeContinuePath(target)).toBe("/logado/turmas?aba=2");
  });

  it("treats the connected-devices link as a signed-in page", () => {
    expect(
      guardDecision({ session: signedOut, tenant: active, pathname: webPaths.connectedDevices.build() }),
    ).toEqual({
      kind: "redirect",
      to: webPaths.loginContinue.build(webPaths.connectedDevices.build()),
    });
  });

  it("sends a signed-out visitor of /logout to plain /login", () => {
    expect(guardDecision({ session: signedOut, tenant: active, pathname: webPaths.logout.build() })).toEqual({
      kind: "redirect",
      to: webPaths.login.build(),
    });
  });

  it("waits for the server while a stored token has no cached user", () => {
    const session: SessionState = { status: "unverified", token: "t" };
    expect(guardDecision({ session, tenant: active, pathname: webPaths.signedIn.build() })).toEqual({
      kind: "wait",
    });
    expect(guardDecision({ session, tenant: active, pathname: webPaths.login.build() })).toEqual({
      kind: "render",
    });
  });

  it("renders the student pages for any signed-in user", () => {
    for (const pathname of [
      webPaths.signedIn.build(),
      webPaths.classes.build(),
      webPaths.paths.build(),
      webPaths.account.build(),
      webPaths.networks.build(),
      webPaths.network.build(3),
      webPaths.student.build(9),
      webPaths.games.build("memoria"),
    ]) {
      expect(guardDecision({ session: signedIn(), tenant: active, pathname }), pathname).toEqual({
        kind: "render",
      });
    }
  });

  it("keeps administration for platform administrators", () => {
    for (const pathname of [
      webPaths.administration.build(),
      `${webPaths.administration.build()}/`,
      webPaths.tenantAdministration.build("aurora"),
      webPaths.tenantPlatforms.build("aurora"),
    ]) {
      expect(guardDecision({ session: signedIn(), tenant: active, pathname }), pathname).toEqual({
        kind: "redirect",
        to: webPaths.signedIn.build(),
      });
      expect(guardDecision({ session: signedIn(makeAdmin()), tenant: active, pathname }), pathname).toEqual({
        kind: "render",
      });
    }
  });

  it("opens Plataformas and Relatórios on the principal tenant only", () => {
    const admin = signedIn(makeAdmin());
    for (const pathname of [
      webPaths.tenantPlatforms.build("rede-sul"),
      webPaths.tenantReports.build("rede-sul"),
    ]) {
      expect(guardDecision({ session: admin, tenant: active, pathname })).toEqual({ kind: "render" });
      expect(guardDecision({ session: admin, tenant: secondary, pathname })).toEqual({
        kind: "redirect",
        to: webPaths.tenantAdministration.build("rede-sul"),
      });
    }
    expect(
      guardDecision({
        session: admin,
        tenant: secondary,
        pathname: webPaths.tenantAdministration.build("rede-sul"),
      }),
    ).toEqual({ kind: "render" });
  });

  it("opens the manage area only to users who may share or publish", () => {
    const pathname = webPaths.manage.build();
    expect(guardDecision({ session: signedIn(), tenant: active, pathname })).toEqual({
      kind: "redirect",
      to: webPaths.signedIn.build(),
    });
    const sharer = makeUser({
      funcoes: { compartilhar: true, publicar: false, forca_senha: false, "administrador-plataforma": false },
    });
    const publisher = makeUser({
      funcoes: { compartilhar: false, publicar: true, forca_senha: false, "administrador-plataforma": false },
    });
    expect(guardDecision({ session: signedIn(sharer), tenant: active, pathname })).toEqual({
      kind: "render",
    });
    expect(guardDecision({ session: signedIn(publisher), tenant: active, pathname })).toEqual({
      kind: "render",
    });
  });

  it("sends every page of an inactive tenant to /desativado, except the inactive pages", () => {
    for (const pathname of [webPaths.home.build(), webPaths.login.build(), webPaths.signedIn.build(), "/x"]) {
      for (const session of [signedOut, signedIn(makeAdmin())]) {
        expect(guardDecision({ session, tenant: inactive, pathname }), pathname).toEqual({
          kind: "redirect",
          to: webPaths.inactive.build(),
        });
      }
    }
    expect(
      guardDecision({ session: signedOut, tenant: inactive, pathname: webPaths.inactive.build() }),
    ).toEqual({
      kind: "render",
    });
    expect(
      guardDecision({ session: signedOut, tenant: inactive, pathname: webPaths.siteInactive.build() }),
    ).toEqual({
      kind: "render",
    });
  });
});
