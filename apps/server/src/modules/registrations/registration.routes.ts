import * as registrationsCalls from "@trilha/contracts/registrations.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { findUserById, sessionUserOf } from "../users/user.service.ts";
import * as classes from "./class-registration.service.ts";
import * as guardians from "./guardian-registration.service.ts";
import * as joinCodes from "./join-code.service.ts";
import * as networks from "./network-registration.service.ts";
import * as people from "./person-registration.service.ts";
import * as registrations from "./registration.service.ts";
import * as schools from "./school-registration.service.ts";

export default async function registrationRoutes(app: FastifyInstance) {
  const done = (lang: Parameters<typeof translate>[0], key: Parameters<typeof translate>[1]) => ({
    status: "sucesso" as const,
    mensagem: translate(lang, key),
  });

  registerCall(app, registrationsCalls.registrationsReach, (context) =>
    registrations.registrationsReach(context, context.caller, context.body.rede_id),
  );

  registerCall(app, registrationsCalls.schoolList, (context) =>
    schools.listSchools(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.schoolSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    escola: await schools.saveSchool(context, context.caller, context.body),
  }));
  registerCall(app, registrationsCalls.schoolSetActive, async (context) => {
    await schools.setSchoolActive(context, context.caller, context.body.escola_id, context.body.ativo);
    return done(context.lang, "registrations.saved");
  });

  registerCall(app, registrationsCalls.networkList, (context) =>
    networks.listNetworks(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.networkSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    rede: await networks.saveNetwork(context, context.caller, context.body),
  }));
  registerCall(app, registrationsCalls.networkManagerSet, async (context) => {
    await networks.setNetworkManager(context, context.caller, context.body);
    return done(context.lang, "registrations.saved");
  });

  registerCall(app, registrationsCalls.classList, (context) =>
    classes.listClasses(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.classSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    turma: await classes.saveClass(context, context.caller, context.body),
  }));
  registerCall(app, registrationsCalls.classArchive, async (context) => {
    await classes.archiveClass(context, context.caller, context.body.turma_id, context.body.arquivada);
    return done(
      context.lang,
      context.body.arquivada ? "registrations.classArchivedNow" : "registrations.saved",
    );
  });
  registerCall(app, registrationsCalls.classMemberSet, async (context) => {
    await classes.setClassMember(context, context.caller, context.body);
    return done(context.lang, "registrations.saved");
  });
  registerCall(app, registrationsCalls.studentMove, async (context) => {
    await classes.moveStudent(context, context.caller, context.body);
    return done(context.lang, "registrations.moved");
  });
  registerCall(app, registrationsCalls.classPasswordSheet, (context) =>
    classes.classPasswordSheet(context, context.caller, context.body.turma_id),
  );

  registerCall(app, registrationsCalls.personList, (context) =>
    people.listPeople(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.personSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    ...(await people.savePerson(context, context.caller, context.body)),
  }));
  registerCall(app, registrationsCalls.personSetActive, async (context) => {
    await people.setPersonActive(context, context.caller, context.body.pessoa_id, context.body.ativo);
    return done(context.lang, context.body.ativo ? "registrations.activated" : "registrations.deactivated");
  });
  registerCall(app, registrationsCalls.personEndSessions, async (context) => {
    await people.endPersonSessions(context, context.caller, context.body.pessoa_id);
    return done(context.lang, "registrations.sessionsEnded");
  });
  registerCall(app, registrationsCalls.personResetPassword, async (context) => ({
    ...done(context.lang, "registrations.passwordReset"),
    ...(await people.resetPersonPassword(context, context.caller, context.body.pessoa_id)),
  }));

  registerCall(app, registrationsCalls.guardianList, async (context) => ({
    responsaveis: await guardians.listGuardians(context, context.caller, context.body.aluno_id),
  }));
  registerCall(app, registrationsCalls.guardianLink, async (context) => {
    await guardians.linkGuardian(context, context.caller, context.body);
    return done(
      context.lang,
      context.body.vinculado ? "registrations.guardianLinked" : "registrations.guardianUnlinked",
    );
  });
  registerCall(app, registrationsCalls.guardianPairingCode, async (context) => ({
    status: "sucesso" as const,
    ...(await guardians.issuePairingCode(context, context.caller, context.body.aluno_id)),
  }));
  registerCall(app, registrationsCalls.guardianPair, async (context) => {
    await guardians.pairGuardian(context, context.caller, context.body.codigo_vinculo);
    return done(context.lang, "registrations.guardianLinked");
  });

  registerCall(app, registrationsCalls.schoolJoinCodeRenew, async (context) => ({
    ...done(context.lang, "registrations.joinCode.renewed"),
    codigo_entrada: await joinCodes.renewSchoolJoinCode(context, context.caller, context.body.escola_id),
  }));
  registerCall(app, registrationsCalls.classJoinCodeRenew, async (context) => ({
    ...done(context.lang, "registrations.joinCode.renewed"),
    codigo_entrada: await joinCodes.renewClassJoinCode(context, context.caller, context.body.turma_id),
  }));
  registerCall(app, registrationsCalls.joinByCode, async (context) => {
    const { caller } = context;
    const joined = await joinCodes.joinByCode(context, caller, context.body.codigo_entrada);
    const user = (await findUserById(context.data, caller.user.id)) ?? caller.user;
    return {
      ...done(
        context.lang,
        joined === "class" ? "registrations.joinCode.joinedClass" : "registrations.joinCode.joinedSchool",
      ),
      usuario: await sessionUserOf(context.data, user, caller.token),
    };
  });
}
