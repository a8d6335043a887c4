import { fireEvent, screen, waitFor } from "@testing-library/react";
import { captchaAttempts, captchaChallenge } from "@trilha/contracts/captcha.calls";
import { loginStandard } from "@trilha/contracts/login.calls";
import { translate } from "@trilha/i18n/translate";
import { describe, expect, it } from "vitest";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { fill, renderForm, submit } from "./login-form-driver.tsx";

const REQUIRED = "É necessário confirmar o ReCaptcha";

/** Challenges numbered in the order the form asks for them. */
function challenges() {
  let issued = 0;
  return (): StubbedReply => {
    issued++;
    return ok(captchaChallenge, {
      tipo: "local",
      id: `desafio-${issued}`,
      pergunta: issued === 1 ? "Quanto é sete mais cinco?" : "Quanto é nove menos dois?",
      expira_em: "2099-01-01T00:00:00.000Z",
    });
  };
}

describe("captcha on the login form", () => {
  it("stays hidden while the failed attempts are under 3", async () => {
    const { requests } = stubApi([
      [loginStandard, failure(401, "Usuário ou senha incorretos.")],
      [captchaAttempts, ok(captchaAttempts, { usuario: { tentativasSenha: 2 } })],
    ]);
    renderForm();
    fill("0123", "errada");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Usuário ou senha incorretos.");
    await waitFor(() => expect(requests.some((r) => r.url.endsWith("/recapth/tentativa"))).toBe(true));
    const asked = requests.find((r) => r.url.endsWith("/recapth/tentativa"));
    expect(await asked?.json()).toEqual({ usuario: "123" });
    expect(screen.queryByRole("group", { name: "Confirme que você não é um robô" })).toBeNull();
  });

  it("appears at 3, is required, sends `<id>:<answer>`, and asks a new question after a failure", async () => {
    const logins: unknown[] = [];
    const { requests } = stubApi([
      [
        loginStandard,
        async (request) => {
          logins.push(await request.json());
          return logins.length === 3
            ? loginResponse()
            : failure(
                logins.length === 1 ? 401 : 400,
                logins.length === 1 ? "Usuário ou senha incorretos." : REQUIRED,
              );
        },
      ],
      [captchaAttempts, ok(captchaAttempts, { usuario: { tentativasSenha: 3 } })],
      [captchaChallenge, challenges()],
    ]);
    const { onLoggedIn } = renderForm();
    fill("123", "errada");
    submit();

    const group = await screen.findByRole("group", { name: "Confirme que você não é um robô" });
    expect(await screen.findByText("Quanto é sete mais cinco?")).toBeTruthy();
    expect(group.textContent).toContain("Quanto é sete mais cinco?");
    const answer = screen.getByLabelText("Resposta");
    expect(answer.getAttribute("inputmode")).toBe("numeric");
    const described = (answer.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      "Quanto é sete mais cinco?",
    );

    // Required when shown: nothing is sent without an answer.
    fill("123", "certa");
    submit();
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(answer.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(answer);
    expect(logins).toHaveLength(1);

    // A wrong answer: the server refuses it and the form asks a new question.
    fireEvent.change(answer, { target: { value: "13" } });
    expect(screen.queryByText(REQUIRED)).toBeNull();
    submit();
    await waitFor(() => expect(logins).toHaveLength(2));
    expect(logins[1]).toEqual({ usuario: "123", senha: "certa", salvar: false, captcha: "desafio-1:13" });
    expect((await screen.findByRole("alert")).textContent).toBe(REQUIRED);
    expect(await screen.findByText("Quanto é nove menos dois?")).toBeTruthy();
    expect((screen.getByLabelText("Resposta") as HTMLInputElement).value).toBe("");

    fireEvent.change(screen.getByLabelText("Resposta"), { target: { value: " 7 " } });
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(logins[2]).toMatchObject({ captcha: "desafio-2:7" });
    expect(requests.filter((r) => r.url.endsWith("/recapth/desafio"))).toHaveLength(2);
  });

  it("offers a new challenge on request", async () => {
    stubApi([
      [loginStandard, failure(401, "Usuário ou senha incorretos.")],
      [captchaAttempts, ok(captchaAttempts, { usuario: { tentativasSenha: 4 } })],
      [captchaChallenge, challenges()],
    ]);
    renderForm();
    fill("123", "errada");
    submit();
    expect(await screen.findByText("Quanto é sete mais cinco?")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Resposta"), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "Novo desafio" }));
    expect(await screen.findByText("Quanto é nove menos dois?")).toBeTruthy();
    expect((screen.getByLabelText("Resposta") as HTMLInputElement).value).toBe("");
  });

  it("shows a slowed-down login's own words and keeps the captcha for the retry", async () => {
    const slowed = translate("pt-br", "loginLimit.slowedDown.seconds", { seconds: "20" });
    stubApi([
      [loginStandard, failure(429, slowed)],
      [captchaAttempts, ok(captchaAttempts, { usuario: { tentativasSenha: 12 } })],
      [captchaChallenge, challenges()],
    ]);
    renderForm();
    fill("123", "certa");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(slowed);
    expect(slowed).toContain("Aguarde 20 segundos");
    expect(await screen.findByText("Quanto é sete mais cinco?")).toBeTruthy();
  });

  it("loads Google's script only when the tenant uses reCAPTCHA, and only once the captcha is due", async () => {
    const googleScript = () =>
      document.head.querySelector('script[src^="https://www.google.com/recaptcha/"]');
    stubApi([
      [loginStandard, failure(401, "Usuário ou senha incorretos.")],
      [captchaAttempts, ok(captchaAttempts, { usuario: { tentativasSenha: 3 } })],
      [captchaChallenge, ok(captchaChallenge, { tipo: "recaptcha", site_key: "chave-publica" })],
    ]);
    renderForm();
    expect(googleScript()).toBeNull();
    fill("123", "errada");
    submit();
    await waitFor(() => expect(googleScript()).not.toBeNull());
    const src = new URL(googleScript()?.getAttribute("src") ?? "");
    expect(src.searchParams.get("render")).toBe("explicit");
    expect(src.searchParams.get("hl")).toBe("pt-BR");
    expect(screen.queryByLabelText("Resposta")).toBeNull();
    // Without the widget's token the form refuses to send.
    submit();
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
  });
});

function loginResponse() {
  return ok(loginStandard, { usuario: makeUser(), conta_vinculada: false, conta_nova: false });
}
