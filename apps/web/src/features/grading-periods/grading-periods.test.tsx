import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { gradingPeriodList, gradingPeriodSave } from "@trilha/contracts/grading-periods.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import { registrationsReach, schoolList } from "@trilha/contracts/registrations.calls";
import { defaultGradingPeriods } from "@trilha/contracts/rules/grading-periods";
import { tenantList } from "@trilha/contracts/tenants.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenantSummary } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const year = new Date().getFullYear();

function stub() {
  return stubApi([
    signIn(makeAdmin()),
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [tenantList, ok(tenantList, { tenants: [makeTenantSummary()] })],
    [managedNetworks, ok(managedNetworks, { redes: [] })],
    [registrationsReach, ok(registrationsReach, { administrador: true, redes: [] })],
    [schoolList, ok(schoolList, { escolas: [], total: 0, pagina: 1, limite: 25 })],
    [
      gradingPeriodList,
      (request) => {
        const ano = Number(new URL(request.url).searchParams.get("ano"));
        return ok(gradingPeriodList, {
          ano,
          fuso_horario: "America/Sao_Paulo",
          personalizados: false,
          periodos: defaultGradingPeriods(ano),
        });
      },
    ],
    [
      gradingPeriodSave,
      async (request) => {
        const body = (await request.json()) as { ano: number; periodos: { inicio: string; fim: string }[] };
        return ok(gradingPeriodSave, {
          ano: body.ano,
          fuso_horario: "America/Sao_Paulo",
          personalizados: true,
          periodos: body.periodos.map((period, index) => ({ numero: index + 1, ...period })),
        });
      },
    ],
  ]);
}

describe("'Períodos letivos' on the administration of the platform in use", () => {
  it("shows the default bimestres, refuses periods out of order, and saves the school's own dates", async () => {
    const { requests } = stub();
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const section = await screen.findByRole("region", { name: "Períodos letivos" });
    expect(await within(section).findByText(/Bimestres padrão/)).toBeTruthy();
    const periods = within(section).getAllByRole("group");
    expect(periods.map((group) => group.querySelector("legend")?.textContent)).toEqual([
      "1º bimestre",
      "2º bimestre",
      "3º bimestre",
      "4º bimestre",
    ]);

    // Out of order: the second starts before the first ends. Said at once, nothing sent.
    const second = within(periods[1] as HTMLElement);
    fireEvent.change(second.getByLabelText("Início"), { target: { value: `${year}-03-01` } });
    fireEvent.click(within(section).getByRole("button", { name: "Salvar períodos" }));
    expect(
      await within(section).findByText(
        "Cada período deve terminar depois de começar e começar depois do fim do anterior.",
      ),
    ).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/periodos/salvar"))).toBe(false);

    // Brazilian bimestres with the July holidays; the fourth removed, a fifth added and removed again.
    const dates = [
      [`${year}-02-02`, `${year}-04-17`],
      [`${year}-04-20`, `${year}-07-03`],
      [`${year}-07-27`, `${year}-09-30`],
    ];
    for (const [index, [start, end]] of dates.entries()) {
      const group = within(within(section).getAllByRole("group")[index] as HTMLElement);
      fireEvent.change(group.getByLabelText("Início"), { target: { value: start } });
      fireEvent.change(group.getByLabelText("Fim"), { target: { value: end } });
    }
    fireEvent.click(within(section).getByRole("button", { name: /^Remover\s*4º bimestre$/ }));
    // Three periods are trimestres, as schools call them.
    expect(
      within(section)
        .getAllByRole("group")
        .map((group) => group.querySelector("legend")?.textContent),
    ).toEqual(["1º trimestre", "2º trimestre", "3º trimestre"]);
    fireEvent.click(within(section).getByRole("button", { name: "Adicionar período" }));
    const added = within(within(section).getAllByRole("group")[3] as HTMLElement);
    fireEvent.change(added.getByLabelText("Início"), { target: { value: `${year}-10-05` } });
    fireEvent.change(added.getByLabelText("Fim"), { target: { value: `${year}-12-18` } });
    fireEvent.click(within(section).getByRole("button", { name: "Salvar períodos" }));
    expect(await within(section).findByText(`Períodos de ${year} salvos.`)).toBeTruthy();
    const sent = await requests.find((request) => request.url.endsWith("/periodos/salvar"))?.json();
    expect(sent).toEqual({
      ano: year,
      periodos: [
        ...dates.map(([inicio, fim]) => ({ inicio, fim })),
        { inicio: `${year}-10-05`, fim: `${year}-12-18` },
      ],
    });
  });

  it("reads another school year when it is chosen", async () => {
    const { requests } = stub();
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const section = await screen.findByRole("region", { name: "Períodos letivos" });
    fireEvent.change(within(section).getByLabelText("Ano letivo"), { target: { value: String(year + 1) } });
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes(`/periodos?ano=${year + 1}`))).toBe(true),
    );
    const first = within(within(section).getAllByRole("group")[0] as HTMLElement);
    await waitFor(() =>
      expect((first.getByLabelText("Início") as HTMLInputElement).value).toBe(`${year + 1}-01-01`),
    );
  });
});
