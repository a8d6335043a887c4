import { fireEvent, screen, waitFor } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { loginToken, logout } from "@trilha/contracts/login.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession, setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

describe("sign-out", () => {
  it("asks first, then signs out on the server and locally and goes to /login", async () => {
    const user = makeUser({ token: "sair-token" });
    const { requests } = stubApi([signIn(user), [logout, ok(logout, { status: "sucesso" })]]);
    const { router } = renderApp(webPaths.logout.build());
    const dialog = await screen.findByRole("alertdialog", { name: "Sair" });
    expect(dialog.textContent).toContain("Deseja realmente sair?");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancelar" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Sair" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.login.build());
    expect(getSession().status).toBe("signed-out");
    const call = requests.find((request) => request.url.endsWith("/conta/pt-br/logout"));
    expect(await call?.json()).toEqual({ token: "sair-token" });
  });

  it("still signs out locally when the server call fails", async () => {
    stubApi([signIn(makeUser()), [logout, failure(500)]]);
    const { router } = renderApp(webPaths.logout.build());
    fireEvent.click(await screen.findByRole("button", { name: "Sair" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.login.build());
    expect(getSession().status).toBe("signed-out");
  });

  it("goes back to /logado on cancel, still signed in", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    const { router } = renderApp(webPaths.logout.build());
    fireEvent.click(await screen.findByRole("button", { name: "Cancelar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
    expect(getSession().status).toBe("signed-in");
  });
});

describe("sign-out during revalidation", () => {
  it("is not undone by a session check that answers afterwards", async () => {
    const user = makeUser();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    setSession(user);
    stubApi([
      [
        loginToken,
        async () => {
          await answered;
          return ok(loginToken, { usuario: user, conta_vinculada: false, conta_nova: false });
        },
      ],
      [logout, ok(logout, { status: "sucesso" })],
    ]);
    renderApp(webPaths.logout.build());
    fireEvent.click(await screen.findByRole("button", { name: "Sair" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    answer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getSession().status).toBe("signed-out");
  });
});
