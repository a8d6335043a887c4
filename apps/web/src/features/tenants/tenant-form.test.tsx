import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { BRAZIL_TIME_ZONES } from "@trilha/contracts/rules/time-zones";
import { tenantCreate, tenantList, tenantRead, tenantSave } from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenant, makeTenantRecord, makeTenantSummary } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const lago = makeTenantSummary({ id: 2, nome: "Escola Lago", slug: "lago", principal: false });
const platforms = [makeTenantSummary(), lago];

/** The server's answer to a save that went through. */
const saved = (plataforma = makeTenantRecord()) =>
  ok(tenantSave, { status: "sucesso", mensagem: "Alterações salvas.", plataforma });

/** An administrator editing `record` (Escola Lago), with `shares` to join, and the server's answer to saving. */
function stubEditor({
  record = makeTenantRecord(),
  shares = ["rede-x"],
  save = saved(),
}: {
  record?: ReturnType<typeof makeTenantRecord>;
  shares?: string[];
  save?: Parameters<typeof stubApi>[0][number][1];
} = {}) {
  return stubApi([
    signIn(makeAdmin()),
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [tenantList, ok(tenantList, { tenants: platforms })],
    [tenantRead, ok(tenantRead, { plataforma: record, compartilhamentos: shares })],
    [tenantSave, save],
  ]);
}

const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Salvar alterações" });

describe("the platform editor", () => {
  it("edits every field in labelled sections, previews the palette and says the outcome beside the save button", async () => {
    const { requests } = stubEditor();
    renderApp(webPaths.tenantAdministration.build("lago"));
    expect(await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" })).toBeTruthy();
    for (const legend of [
      "Identificação",
      "Aparência",
      "Situação",
      "Links",
      "WhatsApp",
      "Acesso com contas externas e reCAPTCHA",
      "Base compartilhada",
    ]) {
      expect(screen.getByRole("group", { name: legend }), legend).toBeTruthy();
    }
    expect(field("Nome").value).toBe("Escola Lago");
    expect(field("Domínio").value).toBe("lago.example");
    const preview = screen.getByRole("figure", { name: "Pré-visualização da página de acesso" });
    const page = preview.querySelector("[data-palette]");
    expect(page?.getAttribute("data-palette")).toBe("verde");
    fireEvent.click(screen.getByRole("radio", { name: "Vinho" }));
    expect(page?.getAttribute("data-palette")).toBe("vinho");
    fireEvent.change(field("Nome"), { target: { value: "Escola do Lago" } });
    expect(within(preview).getByText("Escola do Lago")).toBeTruthy();
    fireEvent.change(field("Wiki"), { target: { value: "https://wiki.lago.example" } });
    fireEvent.change(field("Outros domínios"), {
      target: { value: " www.lago.example \n\nlago.example.net" },
    });

    const actions = saveButton().parentElement as HTMLElement;
    fireEvent.click(saveButton());
    await waitFor(() => expect(within(actions).getByRole("status").textContent).toBe("Alterações salvas."));
    const sent = await requests.find((request) => request.url.endsWith("/tenant/salvar"))?.json();
    expect(sent).toMatchObject({
      plataforma_id: 2,
      nome: "Escola do Lago",
      paleta_cor: "vinho",
      status: 1,
      links: { wiki: "https://wiki.lago.example", politica_de_privacidade: "" },
      whatsapp: { numero: "", mensagem: "" },
      dominios_adicionais: ["www.lago.example", "lago.example.net"],
    });
    // From the main tenant, another platform's share may change: it is sent.
    expect(sent).toHaveProperty("database_share", null);
  });

  it("offers 'Cadastro pelo login social' on the principal platform only, off unless switched on, and sends it", async () => {
    const { requests } = stubEditor({
      record: makeTenantRecord({ id: 1, nome: "Escola Aurora", slug: "aurora", principal: true }),
      shares: [],
      save: saved(makeTenantRecord({ id: 1, principal: true, cadastro_social: true })),
    });
    renderApp(webPaths.tenantAdministration.build("aurora"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    const group = screen.getByRole("group", { name: "Acesso com contas externas e reCAPTCHA" });
    const toggle = within(group).getByRole("checkbox", {
      name: "Cadastro pelo login social",
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const hint = document.getElementById(toggle.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("precisa informar o código de uma escola ou turma");
    fireEvent.click(toggle);
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(true),
    );
    const sent = await requests.find((request) => request.url.endsWith("/tenant/salvar"))?.json();
    expect(sent).toMatchObject({ plataforma_id: 1, cadastro_social: true });
    await waitFor(() =>
      expect(
        (screen.getByRole("checkbox", { name: "Cadastro pelo login social" }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it("has no social sign-up switch on another platform, where there is no social sign-in", async () => {
    stubEditor();
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    expect(screen.queryByRole("checkbox", { name: "Cadastro pelo login social" })).toBeNull();
  });

  it("shows each problem beside its field before any call, and the server's beside the field it names", async () => {
    const { requests } = stubEditor({
      save: {
        status: 409,
        body: { status: "erro", mensagem: "Este domínio já é usado por outra plataforma.", campo: "dominio" },
      },
    });
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    fireEvent.change(field("Identificador (slug)"), { target: { value: "Escola Lago" } });
    fireEvent.change(field("Número"), { target: { value: "(11) 9888" } });
    fireEvent.click(saveButton());
    expect(field("Identificador (slug)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/O identificador deve ter apenas letras minúsculas/)).toBeTruthy();
    expect(screen.getByText(/O número de WhatsApp deve ter apenas dígitos/)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Revise os campos indicados.");
    expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(false);

    fireEvent.change(field("Identificador (slug)"), { target: { value: "lago" } });
    fireEvent.change(field("Número"), { target: { value: "11988887777" } });
    fireEvent.change(field("Domínio"), { target: { value: "aurora.example" } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(field("Domínio").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("Este domínio já é usado por outra plataforma.")).toHaveLength(2);
  });

  it("measures a custom palette's contrast live, refuses a failing one before any call and previews it", async () => {
    const { requests } = stubEditor();
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    fireEvent.click(screen.getByRole("radio", { name: "Personalizada" }));
    const main = screen.getByLabelText("Cor principal (cabeçalho, botões e links)") as HTMLInputElement;
    const text = screen.getByLabelText("Cor do texto sobre a cor principal") as HTMLInputElement;
    fireEvent.change(main, { target: { value: "#5b21b6" } });
    fireEvent.change(text, { target: { value: "#7c3aed" } });
    expect(text.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/Contraste do texto sobre a cor principal: 1,\d:1/).textContent).toContain(
      "Não atende ao nível AA.",
    );
    const page = screen
      .getByRole("figure", { name: "Pré-visualização da página de acesso" })
      .querySelector("[data-palette]") as HTMLElement;
    expect(page.getAttribute("data-palette")).toBe("personalizada");
    expect(page.style.getPropertyValue("--custom-primary")).toBe("#5b21b6");

    fireEvent.click(saveButton());
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/O texto sobre a cor principal tem contraste de 1,\d:1/)).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(false);

    fireEvent.change(text, { target: { value: "#ffffff" } });
    expect(text.getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(true),
    );
    const sent = await requests.find((request) => request.url.endsWith("/tenant/salvar"))?.json();
    expect(sent).toMatchObject({
      paleta_cor: "personalizada",
      cores: { primaria: "#5b21b6", texto: "#ffffff" },
    });
  });

  it("asks before switching the platform off, and sends nothing when cancelled", async () => {
    const { requests } = stubEditor();
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    fireEvent.click(screen.getByRole("radio", { name: "Desativada" }));
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Desativar a plataforma?" });
    expect(dialog.textContent).toContain("Todas as páginas de Escola Lago");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(false);

    fireEvent.click(saveButton());
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Desativar e salvar" }),
    );
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(true),
    );
    const sent = await requests.find((request) => request.url.endsWith("/tenant/salvar"))?.json();
    expect(sent.status).toBe(0);
  });

  it("warns that a shared database shares users, and takes a new share's name", async () => {
    stubEditor();
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    const share = screen.getByRole("group", { name: "Base compartilhada" });
    expect(share.textContent).toContain("têm os mesmos usuários e dados");
    const select = within(share).getByRole("combobox", { name: "Base de dados" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nenhuma (base própria)", "rede-x", "Nova base compartilhada…"]);
    fireEvent.change(select, {
      target: { value: (within(select).getAllByRole("option")[2] as HTMLOptionElement).value },
    });
    expect(within(share).getByRole("textbox", { name: "Nome da nova base" })).toBeTruthy();
  });

  it("does not offer to change the share of the platform in use", async () => {
    stubEditor({ record: makeTenantRecord({ slug: "aurora" }), shares: [] });
    renderApp(webPaths.tenantAdministration.build("lago"), { tenant: makeTenant({ slug: "aurora" }) });
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    const share = screen.getByRole("group", { name: "Base compartilhada" });
    expect(within(share).queryByRole("combobox")).toBeNull();
    expect(share.textContent).toContain("Esta plataforma usa uma base própria.");
  });
});

describe("'Nova plataforma'", () => {
  it("opens the form on the main tenant's administration, creates the platform and opens its page", async () => {
    const created = makeTenantRecord({ id: 3, nome: "Escola Mar", slug: "mar", dominio: "mar.localhost" });
    const { requests } = stubApi([
      signIn(makeAdmin()),
      [learningPaths, ok(learningPaths, { trilhas: [] })],
      [tenantList, ok(tenantList, { tenants: platforms })],
      [
        tenantCreate,
        ok(tenantCreate, { status: "sucesso", mensagem: "Plataforma criada.", plataforma: created }),
      ],
      [tenantRead, ok(tenantRead, { plataforma: created, compartilhamentos: [] })],
    ]);
    const { router } = renderApp(webPaths.administration.build());
    const open = await screen.findByRole("button", { name: "Nova plataforma" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(field("Nome"), { target: { value: "Escola Mar" } });
    fireEvent.change(field("Identificador (slug)"), { target: { value: "mar" } });
    fireEvent.change(field("Domínio"), { target: { value: "mar.localhost" } });
    fireEvent.click(screen.getByRole("radio", { name: "Azul" }));
    fireEvent.click(screen.getByRole("button", { name: "Criar plataforma" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(webPaths.tenantAdministration.build("mar")),
    );
    const sent = await requests.find((request) => request.url.endsWith("/tenant/criar"))?.json();
    expect(sent).toMatchObject({
      nome: "Escola Mar",
      slug: "mar",
      dominio: "mar.localhost",
      paleta_cor: "azul",
    });
  });

  it("is not offered on another tenant", async () => {
    stubApi([
      signIn(makeAdmin()),
      [learningPaths, ok(learningPaths, { trilhas: [] })],
      [tenantList, ok(tenantList, { tenants: [lago] })],
    ]);
    renderApp(webPaths.administration.build(), { tenant: makeTenant({ principal: false, slug: "lago" }) });
    expect(await screen.findByRole("link", { name: "Escola Lago" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Nova plataforma" })).toBeNull();
  });

  it("'Fuso horário' lists Brazil's zones first, São Paulo's by default, then every other, and sends the one chosen", async () => {
    const { requests } = stubEditor({ save: saved(makeTenantRecord({ fuso_horario: "America/Manaus" })) });
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    const identity = screen.getByRole("group", { name: "Identificação" });
    const select = within(identity).getByRole("combobox", { name: "Fuso horário" }) as HTMLSelectElement;
    expect(select.value).toBe("America/Sao_Paulo");
    const hint = document.getElementById((select.getAttribute("aria-describedby") ?? "").split(" ")[0] ?? "");
    expect(hint?.textContent).toBe(
      "Prazos, entregas e notas são mostrados e digitados neste fuso, qualquer que seja o fuso do aparelho.",
    );
    const [brazil, others] = within(select).getAllByRole("group") as HTMLOptGroupElement[];
    expect(brazil?.label).toBe("Brasil");
    expect(others?.label).toBe("Outros fusos");
    const values = (group: HTMLElement | undefined) =>
      Array.from(group?.querySelectorAll("option") ?? []).map((option) => option.value);
    expect(values(brazil)).toEqual([...BRAZIL_TIME_ZONES]);
    expect(brazil?.querySelector("option")?.textContent).toBe("America/Sao_Paulo (GMT-3)");
    expect(values(others)).toContain("Europe/Lisbon");
    expect(values(others)).not.toContain("America/Manaus");
    expect(values(others)).toEqual([...values(others)].sort());

    fireEvent.change(select, { target: { value: "America/Manaus" } });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith("/tenant/salvar"))).toBe(true),
    );
    const sent = await requests.find((request) => request.url.endsWith("/tenant/salvar"))?.json();
    expect(sent).toMatchObject({ plataforma_id: 2, fuso_horario: "America/Manaus" });
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Fuso horário" }) as HTMLSelectElement).value).toBe(
        "America/Manaus",
      ),
    );
  });

  it("keeps a zone the browser does not list, and shows the server's refusal of a zone beside the field", async () => {
    stubEditor({
      record: makeTenantRecord({ fuso_horario: "UTC" }),
      shares: [],
      save: {
        status: 400,
        body: { status: "erro", mensagem: "Escolha um fuso horário da lista.", campo: "fuso_horario" },
      },
    });
    renderApp(webPaths.tenantAdministration.build("lago"));
    await screen.findByRole("heading", { level: 2, name: "Dados da plataforma" });
    const select = screen.getByRole("combobox", { name: "Fuso horário" }) as HTMLSelectElement;
    expect(select.value).toBe("UTC");
    fireEvent.click(saveButton());
    await waitFor(() => expect(select.getAttribute("aria-invalid")).toBe("true"));
    const error = document.getElementById(
      (select.getAttribute("aria-describedby") ?? "").split(" ")[1] ?? "",
    );
    expect(error?.textContent).toBe("Escolha um fuso horário da lista.");
  });
});
