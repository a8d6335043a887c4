import type { ScopedDb } from "../../db/scoped-db.ts";
import * as structure from "../registrations/registration-batch.service.ts";
import { newUserRow } from "../users/new-user.ts";
import { deactivatePeople, insertSourcedPeople, updateImportedPerson } from "../users/user.service.ts";
import type { RosterState } from "./roster.repository.ts";
import { finder, type RosterPlan } from "./roster-plan.ts";

/**
 * Writes a plan, in the transaction the caller opened: networks, schools and their links, classes, people,
 * memberships, guardians, in that order, each step finding the ids of rows the earlier ones created. People
 * are made without a password: they get one from the class's password sheet or a reset.
 */
export async function applyRosterPlan(
  data: ScopedDb,
  input: { plan: RosterPlan; state: RosterState; now: string },
  progress: (fraction: number) => void,
): Promise<void> {
  const { plan, state, now } = input;
  const resolver =
    (found: (sourcedId: string) => { id: number } | undefined, created: Map<string, number>) =>
    (sourcedId: string | null) =>
      sourcedId === null ? null : (created.get(sourcedId) ?? found(sourcedId)?.id ?? null);
  /** The row linking two rows, none when either was not found. */
  const linkOf = <Row>(one: number | null, other: number | null, row: (one: number, other: number) => Row) =>
    one === null || other === null ? [] : [row(one, other)];

  const networks = await structure.insertSourcedNetworks(data, plan.networks.create, (network) => ({
    nome: network.nome,
    codigo: network.codigo,
  }));
  for (const { id, row } of plan.networks.update)
    await structure.updateNetwork(data, id, { nome: row.nome, codigo: row.codigo });
  const networkId = resolver(finder(state.networks, "rede"), networks);
  await structure.unlinkNetworks(
    data,
    plan.networks.dissolve.map((network) => network.id),
  );

  const schools = await structure.insertSourcedSchools(data, plan.schools.create, (school) => ({
    nome: school.nome,
    whatsapp: null,
    codigo: school.codigo,
  }));
  for (const { id, row } of plan.schools.update) {
    await structure.updateClient(data, id, { nome: row.nome, codigo: row.codigo, active: 1 });
  }
  await structure.deactivateClients(
    data,
    plan.schools.deactivate.map((school) => school.id),
  );
  const schoolId = resolver(finder(state.schools, "escola"), schools);
  const links = plan.links.flatMap((link) =>
    linkOf(
      schoolId(link.schoolSourcedId),
      "id" in link.network ? link.network.id : networkId(link.network.sourcedId),
      (client_id, network_id) => ({ client_id, network_id }),
    ),
  );
  await structure.linkSchoolsToNetworks(data, links);
  progress(0.1);

  const classRow = (group: RosterPlan["classes"]["create"][number]) => ({
    nome: group.nome,
    tipo: group.tipo,
    active: 1,
    client_id: schoolId(group.schoolSourcedId) ?? 0,
    school_year: group.schoolYear,
    grade: group.grade,
    shift: group.shift,
  });
  const classes = await structure.insertSourcedClasses(data, plan.classes.create, classRow);
  for (const { id, row } of plan.classes.update) await structure.updateClassGroup(data, id, classRow(row));
  await structure.archiveClassGroups(
    data,
    plan.classes.archive.map((group) => group.id),
  );
  const classId = resolver(finder(state.classes, "turma"), classes);
  progress(0.2);

  const personRow = (person: RosterPlan["people"]["create"][number]) => ({
    usuario: person.usuario,
    nome: person.nome,
    email: person.email,
    kind: person.kind,
    client_id: schoolId(person.schoolSourcedId),
  });
  const people = await insertSourcedPeople(data, plan.people.create, (person) =>
    newUserRow({ ...personRow(person), password_hash: null, created_at: now }),
  );
  progress(0.6);
  for (const { id, row } of plan.people.update) {
    await updateImportedPerson(data, id, { ...personRow(row), deactivated_at: null });
  }
  await deactivatePeople(
    data,
    plan.people.deactivate.map((person) => person.id),
    now,
  );
  const personId = resolver(finder(state.users, "pessoa"), people);
  progress(0.7);

  await structure.removeMembers(data, plan.members.remove);
  await structure.addMembers(
    data,
    plan.members.add.flatMap((member) =>
      linkOf(classId(member.classSourcedId), personId(member.userSourcedId), (group_id, user_id) => ({
        group_id,
        user_id,
        role: member.role,
      })),
    ),
  );
  progress(0.9);
  await structure.addGuardians(
    data,
    plan.guardians.add.flatMap((link) =>
      linkOf(
        personId(link.guardianSourcedId),
        personId(link.studentSourcedId),
        (guardian_id, student_id) => ({ guardian_id, student_id }),
      ),
    ),
  );
  progress(1);
}
