import type { Db } from "../database.ts";
import type { TenantScope } from "../tenant-scope.ts";

const DAY_MS = 86_400_000;

/**
 * Demo notices (mensagens.json) and the two announcements of the spec. Notice dates are relative to the day the
 * demo is seeded, so the demo keeps working; the announcements keep the spec's deadlines (Brasília time),
 * which are past: they are stored and served to nobody, as the spec wants.
 */
export async function seedDemoNotices(
  db: Db,
  scopes: { trilha: TenantScope; azul: TenantScope; all: readonly TenantScope[] },
  people: { ana: number; client: number },
): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const created_at = new Date(now).toISOString();
  const base = {
    status: "1",
    link_url: null,
    link_texto: null,
    rotas: null,
    data_inicio: at(-1),
    data_termino: at(90),
    clientes: null,
    usuarios: null,
    created_at,
  };

  await db
    .insertInto("notices")
    .values([
      {
        ...base,
        scope: scopes.trilha.key,
        id: "manutencao-programada",
        tipo: "advertencia",
        mensagem: "Manutenção programada: a plataforma ficará indisponível no domingo, das 2h às 6h.",
      },
      {
        ...base,
        scope: scopes.trilha.key,
        id: "atividades-das-turmas",
        tipo: "lembrete",
        mensagem: "Lembrete: confira as atividades pendentes das suas turmas.",
        rotas: JSON.stringify(["/logado/turmas"]),
      },
      {
        ...base,
        scope: scopes.trilha.key,
        id: "relatorio-de-desempenho",
        tipo: "novidade",
        mensagem: "Novo: seu relatório de desempenho já está disponível.",
        // No link text: the banner shows '…' and the URL's last 25 characters.
        link_url: "https://wiki.trilha.example/novidades/relatorio-de-desempenho",
        usuarios: JSON.stringify([people.ana]),
      },
      {
        ...base,
        scope: scopes.trilha.key,
        id: "colegio-trilha",
        tipo: "lembrete",
        mensagem: "Colégio Trilha: a reunião de pais acontece na próxima sexta-feira.",
        clientes: JSON.stringify([people.client]),
        rotas: JSON.stringify(["/logado/conta"]),
      },
      {
        ...base,
        scope: scopes.trilha.key,
        id: "pesquisa-encerrada",
        tipo: "novidade",
        mensagem: "Responda à pesquisa de satisfação do semestre.",
        data_inicio: at(-60),
        data_termino: at(-30),
      },
      {
        ...base,
        scope: scopes.trilha.key,
        id: "n-time-user",
        tipo: "novidade",
        mensagem: "Boas-vindas à Trilha! Seus conteúdos estão em Pedagógico.",
        data_termino: null,
      },
      {
        ...base,
        scope: scopes.azul.key,
        id: "boas-vindas-azul",
        tipo: "novidade",
        mensagem: "Escola Azul: o calendário do semestre já está publicado.",
      },
    ])
    .execute();

  // Tenants of one database_share have one scope: one row each, not one per tenant.
  const distinct = new Map(scopes.all.map((scope) => [scope.key, scope]));
  for (const scope of distinct.values()) {
    await db
      .insertInto("announcements")
      .values([
        {
          scope: scope.key,
          chave: "painel-estudante",
          tipo: "video",
          titulo: "Conheça o novo painel do estudante",
          texto: "Veja em poucos minutos como acompanhar seus conteúdos, trilhas e turmas no novo painel.",
          midia_url: null,
          legenda_url: null,
          link_url: null,
          link_texto: null,
          prazo: "2025-03-31T23:59:59-03:00",
          publico: "all",
          created_at,
        },
        {
          scope: scope.key,
          chave: "live-lancamento",
          tipo: "invitation",
          titulo: "Convite: live de lançamento",
          texto: "Participe da nossa live sobre as novidades da plataforma para educadores.",
          midia_url: null,
          legenda_url: null,
          link_url: null,
          link_texto: null,
          prazo: "2025-02-10T15:00:00-03:00",
          publico: "staff",
          created_at,
        },
      ])
      .execute();
  }
}
