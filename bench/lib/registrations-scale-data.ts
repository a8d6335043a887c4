import type { Db } from "../../apps/server/src/db/database.ts";
import type { TenantScope } from "../../apps/server/src/db/tenant-scope.ts";
import { hashPassword } from "../../apps/server/src/lib/password-hash.ts";
import { newUserRow } from "../../apps/server/src/modules/users/new-user.ts";

export const REGISTRATIONS_PASSWORD = "rede-senha-2026";
export const REGISTRATIONS_MANAGER = "gestor-escala";
export const PEOPLE_PER_SCHOOL = 1_000;

const GIVEN = ["Ana", "Bruno", "Carla", "Davi", "Elisa", "Felipe", "Gabriela", "Heitor", "Isabela", "João"];
const FAMILY = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Lima",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nunes",
];

export interface RegistrationsScale {
  /** The school whose people the bench lists: the same 1 000 people in every run. */
  measuredSchoolId: number;
  people: number;
}

/**
 * A network with `schools` schools of 1 000 people each (students, some teachers and guardians) in one scope, and
 * its manager: the first school is the measured one, the others are the rows its queries must not pay for.
 */
export async function seedRegistrationsScale(
  db: Db,
  scope: TenantScope,
  schools: number,
): Promise<RegistrationsScale> {
  const createdAt = new Date().toISOString();
  const network = await db
    .insertInto("networks")
    .values({ scope: scope.key, codigo: "REDE-ESCALA", nome: "Rede Escala" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const manager = await db
    .insertInto("users")
    .values(
      newUserRow({
        scope: scope.key,
        usuario: REGISTRATIONS_MANAGER,
        nome: "Gestora Escala",
        password_hash: await hashPassword(REGISTRATIONS_PASSWORD),
        kind: "staff",
        created_at: createdAt,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("network_managers")
    .values({ scope: scope.key, network_id: network.id, user_id: manager.id })
    .execute();
  let measuredSchoolId = 0;
  let people = 0;
  for (let index = 0; index < schools; index++) {
    const school = await db
      .insertInto("clients")
      .values({ scope: scope.key, nome: `Escola ${index}`, codigo: `E${index}`, whatsapp: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (index === 0) measuredSchoolId = school.id;
    await db
      .insertInto("client_networks")
      .values({ scope: scope.key, client_id: school.id, network_id: network.id })
      .execute();
    for (let start = 0; start < PEOPLE_PER_SCHOOL; start += 250) {
      await db
        .insertInto("users")
        .values(
          Array.from({ length: 250 }, (_, offset) => {
            const n = index * PEOPLE_PER_SCHOOL + start + offset;
            const kind = n % 20 === 0 ? "teacher" : n % 5 === 0 ? "guardian" : "student";
            return newUserRow({
              scope: scope.key,
              usuario: `ra${String(n).padStart(7, "0")}`,
              nome: `${GIVEN[n % GIVEN.length]} ${FAMILY[Math.floor(n / 10) % FAMILY.length]} ${n}`,
              password_hash: null,
              kind,
              client_id: school.id,
              created_at: createdAt,
            });
          }),
        )
        .execute();
      people += 250;
    }
  }
  return { measuredSchoolId, people };
}
