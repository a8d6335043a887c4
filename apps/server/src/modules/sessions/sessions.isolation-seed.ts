import { loginStandard } from "@trilha/contracts/login.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The student signs in twice and the administrator once, through the real login call. */
export const sessionsIsolationSeed: IsolationSeedContributor = {
  runs: "sign-ins",
  tables: ["sessions"],
  async seed({ ok, users, password }) {
    const signIn = async (usuario: string) =>
      (await ok(loginStandard, { usuario, senha: password })).usuario.token as string;
    const student = await signIn(users.student.usuario);
    const secondStudent = await signIn(users.student.usuario);
    const admin = await signIn(users.admin.usuario);
    return { tokens: { student, admin }, values: { sessionToken: [student, secondStudent, admin] } };
  },
  /** Every session's handle names the scope; the student's are the devices a request may name. */
  async collect({ db, scope, users }) {
    const sessions = await db
      .selectFrom("sessions")
      .select(["handle", "user_id"])
      .where("scope", "=", scope.key)
      .execute();
    return {
      values: { device: sessions.filter((row) => row.user_id === users.student.id).map((row) => row.handle) },
      secrets: sessions.map((row) => row.handle),
    };
  },
};
