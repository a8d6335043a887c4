import { hashPassword } from "../../lib/password-hash.ts";
import type { Db } from "../database.ts";
import { scopeOfTenant, type TenantScope } from "../tenant-scope.ts";
import { seedDemoLearning } from "./demo-learning.ts";
import { seedDemoNotices } from "./demo-notices.ts";

export const DEMO_PASSWORD = "aprender2026";

interface DemoTenant {
  nome: string;
  descricao: string;
  slug: string;
  dominio: string;
  status?: number;
  principal?: boolean;
  paleta_cor?: string;
  database_share?: string;
  links?: Record<string, string>;
  whatsapp?: { numero: string; mensagem: string };
  /** Public keys only (client ids); the demo's social sign-in runs on the local test provider. */
  configuracoes?: Record<string, string>;
}

const TENANTS: DemoTenant[] = [
  {
    nome: "Trilha",
    descricao: "Plataforma de aprendizagem on-line",
    slug: "trilha",
    dominio: "localhost",
    principal: true,
    links: {
      politica_de_privacidade: "https://trilha.example/privacidade",
      wiki: "https://wiki.trilha.example",
    },
    whatsapp: { numero: "11988887777", mensagem: "Olá! Preciso de ajuda na plataforma Trilha." },
    configuracoes: {
      google_login_id: "trilha-demo.apps.googleusercontent.com",
      microsoft_login_id: "00000000-0000-4000-8000-000000007e1a",
      apple_login_id: "example.trilha.demo.signin",
    },
  },
  {
    nome: "Escola Azul",
    descricao: "Ensino fundamental e médio",
    slug: "escola-azul",
    dominio: "escola-azul.localhost",
    paleta_cor: "azul",
  },
  {
    nome: "Rede Sul Norte",
    descricao: "Escolas da Rede Sul — região norte",
    slug: "sul-norte",
    dominio: "sul-norte.localhost",
    paleta_cor: "verde",
    database_share: "rede-sul",
  },
  {
    nome: "Rede Sul Leste",
    descricao: "Escolas da Rede Sul — região leste",
    slug: "sul-leste",
    dominio: "sul-leste.localhost",
    paleta_cor: "vinho",
    database_share: "rede-sul",
  },
  {
    nome: "Escola Fechada",
    descricao: "Plataforma desativada",
    slug: "escola-fechada",
    dominio: "fechada.localhost",
    status: 0,
  },
];

interface DemoUser {
  usuario: string;
  nome: string;
  email?: string;
  platformAdmin?: boolean;
  share?: boolean;
  publish?: boolean;
  mustChangePassword?: boolean;
  twoFactorEmail?: string;
  /** 2FA on with an authenticator app not enrolled yet: the first sign-in shows the QR code. */
  twoFactorApp?: boolean;
  clientId?: number;
  /** Leaves the current terms of use unaccepted, so signing in asks for them. */
  termsPending?: boolean;
}

const FIRST_NAMES = [
  "Beatriz",
  "Caio",
  "Daniela",
  "Eduardo",
  "Fernanda",
  "Gabriel",
  "Heloísa",
  "Igor",
  "Júlia",
  "Kauã",
  "Larissa",
  "Mateus",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sabrina",
  "Thiago",
  "Valentina",
  "Vinícius",
  "Yasmin",
  "Arthur",
  "Bianca",
  "Davi",
  "Elisa",
  "Felipe",
  "Giovana",
  "Henrique",
  "Isadora",
];
const SURNAMES = [
  "Almeida",
  "Barbosa",
  "Cardoso",
  "Duarte",
  "Esteves",
  "Ferreira",
  "Gomes",
  "Honorato",
  "Ibrahim",
  "Jesus",
  "Lopes",
  "Moreira",
  "Nascimento",
  "Oliveira",
  "Pereira",
  "Queiroz",
  "Ribeiro",
  "Santos",
  "Teixeira",
];

/** Fills an empty database with the demo tenants and accounts; a second run changes nothing. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const existing = await db
    .selectFrom("tenants")
    .select("id")
    .where("slug", "=", "trilha")
    .executeTakeFirst();
  if (existing) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const scopes = new Map<string, TenantScope>();
    for (const tenant of TENANTS) {
      const row = await trx
        .insertInto("tenants")
        .values({
          nome: tenant.nome,
          descricao: tenant.descricao,
          slug: tenant.slug,
          logo: null,
          dominio: tenant.dominio,
          status: tenant.status ?? 1,
          principal: tenant.principal ? 1 : 0,
          paleta_cor: tenant.paleta_cor ?? "default",
          links: JSON.stringify(tenant.links ?? {}),
          database_share: tenant.database_share ?? null,
          whatsapp_numero: tenant.whatsapp?.numero ?? null,
          whatsapp_mensagem: tenant.whatsapp?.mensagem ?? null,
          configuracoes: JSON.stringify(tenant.configuracoes ?? {}),
          created_at: new Date().toISOString(),
        })
        .returning(["id", "database_share"])
        .executeTakeFirstOrThrow();
      scopes.set(tenant.slug, scopeOfTenant(row));
    }
    const trilha = scopes.get("trilha") as TenantScope;
    const terms = await trx
      .selectFrom("terms_versions")
      .select((eb) => eb.fn.max("versao").as("versao"))
      .executeTakeFirst();

    const addUser = async (scope: TenantScope, user: DemoUser) => {
      const row = await trx
        .insertInto("users")
        .values({
          scope: scope.key,
          usuario: user.usuario,
          nome: user.nome,
          email: user.email ?? null,
          foto: null,
          password_hash: passwordHash,
          can_share: user.share ? 1 : 0,
          can_publish: user.publish ? 1 : 0,
          must_change_password: user.mustChangePassword ? 1 : 0,
          platform_admin: user.platformAdmin ? 1 : 0,
          client_id: user.clientId ?? null,
          two_factor_enabled: user.twoFactorEmail || user.twoFactorApp ? 1 : 0,
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (user.twoFactorEmail) {
        await trx
          .insertInto("two_factor_factors")
          .values({ scope: scope.key, user_id: row.id, fator: "email", destino: user.twoFactorEmail })
          .execute();
      }
      // Demo accounts have accepted the current terms, so only the account meant to show them is asked.
      if (!user.termsPending && terms?.versao) {
        await trx
          .insertInto("terms_acceptances")
          .values({
            scope: scope.key,
            user_id: row.id,
            versao: Number(terms.versao),
            accepted_at: new Date().toISOString(),
            ip: "seed",
          })
          .execute();
      }
      if (user.twoFactorApp) {
        await trx
          .insertInto("two_factor_factors")
          .values({ scope: scope.key, user_id: row.id, fator: "autenticador", destino: "" })
          .execute();
      }
      return row.id;
    };

    const client = await trx
      .insertInto("clients")
      .values({ scope: trilha.key, nome: "Colégio Trilha", whatsapp: "11977776666" })
      .returning("id")
      .executeTakeFirstOrThrow();

    await addUser(trilha, {
      usuario: "admin",
      nome: "Marina Alves",
      email: "admin@trilha.example",
      platformAdmin: true,
    });
    const teacher = await addUser(trilha, {
      usuario: "professor",
      nome: "Paulo Mendes",
      email: "professor@trilha.example",
      share: true,
      publish: true,
    });
    const manager = await addUser(trilha, {
      usuario: "gestor",
      nome: "Gabriela Rocha",
      email: "gestor@trilha.example",
    });
    const ana = await addUser(trilha, { usuario: "1001", nome: "Ana Souza", clientId: client.id });
    const lucas = await addUser(trilha, { usuario: "1002", nome: "Lucas Souza", clientId: client.id });
    const guardian = await addUser(trilha, {
      usuario: "responsavel",
      nome: "Roberto Souza",
      email: "roberto@familia.example",
    });
    await addUser(trilha, {
      usuario: "seguro",
      nome: "Sofia Martins",
      email: "sofia@trilha.example",
      twoFactorEmail: "sofia@trilha.example",
    });
    await addUser(trilha, { usuario: "autenticador", nome: "Tiago Ramos", twoFactorApp: true });
    await addUser(trilha, { usuario: "novasenha", nome: "Nina Costa", mustChangePassword: true });
    await addUser(trilha, { usuario: "termos", nome: "Tiago Reis", termsPending: true });
    await addUser(trilha, { usuario: "esqueci", nome: "Elisa Prado", email: "esqueci@trilha.example" });
    await addUser(trilha, { usuario: "minhasenha", nome: "Marcos Lima", email: "marcos@trilha.example" });
    await addUser(trilha, { usuario: "meuemail", nome: "Helena Dias", email: "helena@trilha.example" });
    await addUser(trilha, { usuario: "confirmasenha", nome: "Clara Nunes", email: "clara@trilha.example" });

    const secondTeacher = await addUser(trilha, {
      usuario: "professora2",
      nome: "Flávia Nogueira",
      email: "professora2@trilha.example",
    });
    // Two classes of 25 named students: Ana (1001) and 24 classmates in A, Lucas (1002) and 24 in B.
    const classmates = async (letter: "A" | "B", first: number, offset: number) => {
      const ids: number[] = [];
      for (let index = 0; index < 24; index++) {
        const nome = `${FIRST_NAMES[(index + offset) % FIRST_NAMES.length]} ${SURNAMES[(index * 7 + offset) % SURNAMES.length]}`;
        ids.push(await addUser(trilha, { usuario: String(first + index), nome, clientId: client.id }));
      }
      return letter === "A" ? [ana, ...ids] : [lucas, ...ids];
    };
    const studentsA = await classmates("A", 1101, 0);
    const studentsB = await classmates("B", 1201, 5);
    const schoolYear = new Date().getUTCFullYear();

    const group = async (
      nome: string,
      tipo: "adm" | "pro",
      members: { students?: number[]; teachers?: number[] },
    ) => {
      const row = await trx
        .insertInto("class_groups")
        .values({ scope: trilha.key, nome, tipo, active: 1, client_id: client.id, school_year: schoolYear })
        .returning("id")
        .executeTakeFirstOrThrow();
      const rows = [
        ...(members.students ?? []).map((user_id) => ({ user_id, role: "student" })),
        ...(members.teachers ?? []).map((user_id) => ({ user_id, role: "teacher" })),
      ].map((member) => ({ scope: trilha.key, group_id: row.id, ...member }));
      if (rows.length > 0) await trx.insertInto("group_members").values(rows).execute();
      return row.id;
    };
    const classA = await group("7º ano A", "pro", {
      students: studentsA,
      teachers: [teacher, secondTeacher],
    });
    const classB = await group("7º ano B", "pro", {
      students: studentsB,
      teachers: [teacher, secondTeacher],
    });
    await group("Coordenação pedagógica", "adm", { students: [manager] });

    const path = await trx
      .insertInto("learning_paths")
      .values({
        scope: trilha.key,
        nome: "Frações no dia a dia",
        total_habilidades: 10,
        tags: '["matemática","7º ano"]',
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("path_members")
      .values([
        {
          scope: trilha.key,
          path_id: path.id,
          group_id: classA,
          user_id: ana,
          usuario_tipo: "aluno",
          habilidades_realizadas: 4,
        },
        {
          scope: trilha.key,
          path_id: path.id,
          group_id: classA,
          user_id: teacher,
          usuario_tipo: "professor",
          habilidades_realizadas: 0,
        },
      ])
      .execute();

    const addNetwork = async (codigo: string, nome: string, managerId: number) => {
      const network = await trx
        .insertInto("networks")
        .values({ scope: trilha.key, codigo, nome })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("network_managers")
        .values({ scope: trilha.key, network_id: network.id, user_id: managerId })
        .execute();
      return network.id;
    };
    const north = await addNetwork("rede-norte", "Rede Norte", manager);
    await addNetwork("rede-leste", "Rede Leste", manager);
    // The school belongs to Rede Norte, so its manager 'gestor' registers its classes and people (issue 12).
    await trx
      .insertInto("client_networks")
      .values({ scope: trilha.key, client_id: client.id, network_id: north })
      .execute();
    await trx
      .updateTable("clients")
      .set({ codigo: "TRILHA", inep: "35000001" })
      .where("id", "=", client.id)
      .execute();
    // Who each person of the school is: the registrations list and filter them by it.
    const kinds = [
      { kind: "student", ids: [...studentsA, ...studentsB] },
      { kind: "teacher", ids: [teacher, secondTeacher] },
      { kind: "staff", ids: [manager] },
      { kind: "guardian", ids: [guardian] },
    ];
    for (const { kind, ids } of kinds) {
      await trx
        .updateTable("users")
        .set({ kind, client_id: client.id })
        .where("scope", "=", trilha.key)
        .where("id", "in", ids)
        .execute();
    }

    // The guardian sits on the school council, which makes the navigation menu (and its student list) his.
    await addNetwork("conselho-escolar", "Conselho Escolar", guardian);

    await trx
      .insertInto("guardians")
      .values([
        { scope: trilha.key, guardian_id: guardian, student_id: ana },
        { scope: trilha.key, guardian_id: guardian, student_id: lucas },
      ])
      .execute();

    await seedDemoLearning(trx, trilha, {
      client: client.id,
      teacher,
      secondTeacher,
      classA: { id: classA, students: studentsA },
      classB: { id: classB, students: studentsB },
      ana,
    });

    await addUser(scopes.get("escola-azul") as TenantScope, { usuario: "1001", nome: "Bruno Lima" });
    await addUser(scopes.get("sul-norte") as TenantScope, { usuario: "1001", nome: "Carla Dias" });
    await seedDemoNotices(
      trx,
      { trilha, azul: scopes.get("escola-azul") as TenantScope, all: [...scopes.values()] },
      { ana, client: client.id },
    );
  });
  return { seeded: true };
}
