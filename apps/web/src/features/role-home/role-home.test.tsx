import { screen, within } from "@testing-library/react";
import { myContents, taughtAssignments } from "@trilha/contracts/assignments.calls";
import type { CallContract } from "@trilha/contracts/call";
import { taughtGroups } from "@trilha/contracts/classes.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { managedNetworks } from "@trilha/contracts/networks.calls";
import { guardianStudents } from "@trilha/contracts/students.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, type Reply, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeTenant, makeUser } from "../../test/fixtures.ts";
import { TIME_ZONE } from "../../test/learning-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const ASSIGNMENT = {
  id: 31,
  turma_id: 4,
  turma: "7º ano A",
  titulo: "Resumo do capítulo 2",
  tipo: "ESC" as const,
  agendamento: { inicio: "2026-03-02T10:00:00.000Z", fim: "2026-03-09T23:00:00.000Z" },
  encerrada_em: null,
};
const CLASS = { id: 4, nome: "7º ano A", tipo: "pro" as const, ano_letivo: 2026, codigo_entrada: null };

const noNetworks: [CallContract, Reply] = [managedNetworks, ok(managedNetworks, { redes: [] })];
const noPaths: [CallContract, Reply] = [learningPaths, ok(learningPaths, { trilhas: [] })];
const noContents: [CallContract, Reply] = [
  myContents,
  ok(myContents, { conteudos: [], pagina: 1, limite: 20, total: 0, fuso_horario: TIME_ZONE }),
];

function card(link: string): HTMLElement {
  const item = screen.getByRole("link", { name: link }).closest("li");
  if (!item) throw new Error(`no card for ${link}`);
  return item;
}

describe("the signed-in home", { timeout: 20_000 }, () => {
  it("gives a teacher what needs grading, latest first, then her classes, with counts in words", async () => {
    const { requests } = stubApi([
      signIn(makeUser({ tipo: "teacher" })),
      noNetworks,
      noPaths,
      [
        taughtAssignments,
        ok(taughtAssignments, {
          atribuicoes: [
            { ...ASSIGNMENT, alunos: 25, entregues: 12, a_corrigir: 3 },
            {
              ...ASSIGNMENT,
              id: 30,
              titulo: "Resumo do capítulo 1",
              alunos: 25,
              entregues: 1,
              a_corrigir: 0,
            },
          ],
          fuso_horario: TIME_ZONE,
        }),
      ],
      [
        taughtGroups,
        ok(taughtGroups, {
          grupos: [
            { ...CLASS, escola: "Escola Azul", alunos: 25 },
            { ...CLASS, id: 5, nome: "Clube de leitura", escola: null, alunos: 1 },
          ],
        }),
      ],
    ]);
    renderApp(webPaths.signedIn.build());
    const toGrade = await screen.findByRole("region", { name: "Para corrigir" });
    const titles = (await within(toGrade).findAllByRole("heading", { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(titles).toEqual(["Resumo do capítulo 2", "Resumo do capítulo 1"]);
    expect(card("Resumo do capítulo 2").textContent).toContain("12 de 25 entregaram");
    expect(within(card("Resumo do capítulo 2")).getByText("3 aguardam nota")).toBeTruthy();
    expect(card("Resumo do capítulo 1").textContent).toContain("1 de 25 entregou");
    expect(within(card("Resumo do capítulo 1")).queryByText(/aguarda/)).toBeNull();
    expect(screen.getByRole("link", { name: "Resumo do capítulo 2" }).getAttribute("href")).toBe(
      webPaths.classPage.build(4),
    );

    const classes = await screen.findByRole("region", { name: "Suas turmas" });
    expect(within(classes).getByText("Escola Azul · 25 alunos")).toBeTruthy();
    expect(within(classes).getByText("1 aluno")).toBeTruthy();
    // A teacher has no contents of her own to do: the student's list is not asked for.
    expect(screen.queryByRole("heading", { name: "Conteúdos" })).toBeNull();
    expect(requests.some((request) => request.url.includes("/conteudos/aluno"))).toBe(false);
  });

  it("says so when a teacher has no class and nothing assigned yet", async () => {
    stubApi([
      signIn(makeUser({ tipo: "teacher" })),
      noNetworks,
      noPaths,
      [taughtAssignments, ok(taughtAssignments, { atribuicoes: [], fuso_horario: TIME_ZONE })],
      [taughtGroups, ok(taughtGroups, { grupos: [] })],
    ]);
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByText(/Nenhuma atribuição aberta nas suas turmas/)).toBeTruthy();
    expect(await screen.findByText("Você ainda não leciona em nenhuma turma.")).toBeTruthy();
  });

  it("gives a guardian their students, each opening the student's page", async () => {
    stubApi([
      signIn(makeUser({ tipo: "guardian" })),
      noNetworks,
      noPaths,
      [guardianStudents, ok(guardianStudents, { alunos: [{ id: 9, nome: "Bia Souza" }] })],
    ]);
    renderApp(webPaths.signedIn.build());
    const children = await screen.findByRole("region", { name: "Seus estudantes" });
    expect(within(children).getByRole("link", { name: "Bia Souza" }).getAttribute("href")).toBe(
      webPaths.student.build(9),
    );
    expect(screen.queryByRole("region", { name: "Para corrigir" })).toBeNull();
  });

  it("gives a manager each network's panel, management and reports one tap away", async () => {
    stubApi([
      signIn(makeUser({ tipo: "staff" })),
      [
        managedNetworks,
        ok(managedNetworks, { redes: [{ id: 3, codigo: "sul", nome: "Rede Sul", isFavorito: false }] }),
      ],
      noPaths,
      [taughtAssignments, ok(taughtAssignments, { atribuicoes: [], fuso_horario: TIME_ZONE })],
      [taughtGroups, ok(taughtGroups, { grupos: [] })],
    ]);
    renderApp(webPaths.signedIn.build());
    const networks = await screen.findByRole("region", { name: "Suas redes" });
    const links = within(within(networks).getByRole("list", { name: "Rede Sul" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Painel", webPaths.network.build(3)],
      ["Gestão", webPaths.networkManagement.build(3)],
      ["Relatórios", webPaths.networkReports.build(3)],
    ]);
    // Staff with no class: no teaching section, and no student's list either.
    expect(screen.queryByRole("region", { name: "Para corrigir" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Conteúdos" })).toBeNull();
  });

  it("gives a platform administrator the platform's administration", async () => {
    stubApi([
      signIn(makeAdmin({ tipo: null })),
      noNetworks,
      noPaths,
      [taughtAssignments, ok(taughtAssignments, { atribuicoes: [], fuso_horario: TIME_ZONE })],
      [taughtGroups, ok(taughtGroups, { grupos: [] })],
    ]);
    renderApp(webPaths.signedIn.build(), { tenant: makeTenant({ principal: true }) });
    const administration = await screen.findByRole("region", { name: "Administração de Escola Aurora" });
    const labels = within(administration)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toContain("Plataformas");
    expect(labels).toContain("Auditoria");
  });

  it("still gives a student her contents", async () => {
    stubApi([signIn(makeUser({ tipo: "student" })), noNetworks, noPaths, noContents]);
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 2, name: "Conteúdos" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Para corrigir" })).toBeNull();
  });
});
