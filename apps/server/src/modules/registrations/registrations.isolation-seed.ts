import {
  classJoinCodeRenew,
  classSave,
  guardianPairingCode,
  personSave,
  schoolJoinCodeRenew,
} from "@trilha/contracts/registrations.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/**
 * A class of the scope's school and people registered in it by hand (a student and a guardian), made through
 * the calls: the matrix changes, deactivates and resets these, never the people it signs in as. And a family's
 * pairing code for the student, and the join codes of the class and the school.
 */
export const registrationsIsolationSeed: IsolationSeedContributor = {
  tables: ["guardian_pairing_codes"],
  needs: ["client", "network"],
  async seed({ marker, ok, tokens, values }) {
    const school = Number(values.client?.[0]);
    const { turma } = await ok(
      classSave,
      { escola_id: school, ano: 2026, nome: `Turma ${marker}`, tipo: "adm" },
      tokens.admin,
    );
    const person = async (tipo: "student" | "guardian", login: string) =>
      (
        await ok(
          personSave,
          {
            escola_id: school,
            tipo,
            nome: `Cadastro ${tipo} ${marker}`,
            login,
            ...(tipo === "student" ? { turma_id: turma.id } : {}),
          },
          tokens.admin,
        )
      ).pessoa.id as number;
    const student = await person("student", `${marker}-ra`);
    const guardian = await person("guardian", `${marker}-familia`);
    const { codigo } = await ok(guardianPairingCode, { aluno_id: student }, tokens.admin);
    const classCode = (await ok(classJoinCodeRenew, { turma_id: turma.id }, tokens.admin)).codigo_entrada;
    const schoolCode = (await ok(schoolJoinCodeRenew, { escola_id: school }, tokens.admin)).codigo_entrada;
    return {
      values: {
        person: [student, guardian],
        registrationClass: [turma.id],
        pairingCode: [codigo],
        joinCode: [classCode, schoolCode],
      },
      secrets: [codigo, classCode, schoolCode],
    };
  },
};
