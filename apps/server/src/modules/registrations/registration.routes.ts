import * as registrationsCalls from "@trilha/contracts/registrations.calls";
import { translate } from "@trilha/i18n/translate";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { findUserById, sessionUserOf } from "../users/user.service.ts";
import * as registrations from "./registration.service.ts";

export default async function registrationRoutes(app: FastifyInstance) {
  const done = (lang: Parameters<typeof translate>[0], key: Parameters<typeof translate>[1]) => ({
    status: "sucesso" as const,
    mensagem: translate(lang, key),
  });

  registerCall(app, registrationsCalls.registrationsReach, (context) =>
    registrations.registrationsReach(context, context.caller, context.body.rede_id),
  );

  registerCall(app, registrationsCalls.schoolList, (context) =>
    registrations.listSchools(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.schoolSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    escola: await registrations.saveSchool(context, context.caller, context.body),
  }));
  registerCall(app, registrationsCalls.schoolSetActive, async (context) => {
    await registrations.setSchoolActive(context, context.caller, context.body.escola_id, context.body.ativo);
    return done(context.lang, "registrations.saved");
  });

  registerCall(app, registrationsCalls.networkList, (context) =>
    registrations.listNetworks(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.networkSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    rede: await registrations.saveNetwork(context, context.caller, context.body),
  }));
  registerCall(app, registrationsCalls.networkManagerSet, async (context) => {
    await registrations.setNetworkManager(context, context.caller, context.body);
    return done(context.lang, "registrations.saved");
  });

  registerCall(app, registrationsCalls.classList, (context) =>
    registrations.listClasses(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.classSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    turma: await registrations.saveClass(context, context.caller, context.body),
  }));
  registerCall(app, registrationsCalls.classArchive, async (context) => {
    await registrations.archiveClass(context, context.caller, context.body.turma_id, context.body.arquivada);
    return done(
      context.lang,
      context.body.arquivada ? "registrations.classArchivedNow" : "registrations.saved",
    );
  });
  registerCall(app, registrationsCalls.classMemberSet, async (context) => {
    await registrations.setClassMember(context, context.caller, context.body);
    return done(context.lang, "registrations.saved");
  });
  registerCall(app, registrationsCalls.studentMove, async (context) => {
    await registrations.moveStudent(context, context.caller, context.body);
    return done(context.lang, "registrations.moved");
  });
  registerCall(app, registrationsCalls.classPasswordSheet, (context) =>
    registrations.classPasswordSheet(context, context.caller, context.body.turma_id),
  );

  registerCall(app, registrationsCalls.personList, (context) =>
    registrations.listPeople(context, context.caller, context.body),
  );
  registerCall(app, registrationsCalls.personSave, async (context) => ({
    ...done(context.lang, "registrations.saved"),
    ...(await registrations.savePerson(context, context.caller, context.body)),
  }));
  registerCall(app, registrationsCalls.personSetActive, async (context) => {
    await registrations.setPersonActive(context, context.caller, context.body.pessoa_id, context.body.ativo);
    return done(context.lang, context.body.ativo ? "registrations.activated" : "registrations.deactivated");
  });
  registerCall(app, registrationsCalls.personEndSessions, async (context) => {
    await registrations.endPersonSessions(context, context.caller, context.body.pessoa_id);
    return done(context.lang, "registrations.sessionsEnded");
  });
  registerCall(app, registrationsCalls.personResetPassword, async (context) => ({
    ...done(context.lang, "registrations.passwordReset"),
    ...(await registrations.resetPersonPassword(context, context.caller, context.body.pessoa_id)),
  }));

  registerCall(app, registrationsCalls.guardianList, async (context) => ({
    responsaveis: await registrations.listGuardians(context, context.caller, context.body.aluno_id),
  }));
  registerCall(app, registrationsCalls.guardianLink, async (context) => {
    await registrations.linkGuardian(context, context.caller, context.body);
    return done(
      context.lang,
      context.body.vinculado ? "registrations.guardianLinked" : "registrations.guardianUnlinked",
    );
  });
  registerCall(app, registrationsCalls.guardianPairingCode, async (context) => ({
    status: "sucesso" as const,
    ...(await registrations.issuePairingCode(context, context.caller, context.body.aluno_id)),
  }));
  registerCall(app, registrationsCalls.guardianPair, async (context) => {
    await registrations.pairGuardian(context, context.caller, context.body.codigo_vinculo);
    return done(context.lang, "registrations.guardianLinked");
  });

  registerCall(app, registrationsCalls.schoolJoinCodeRenew, async (context) => ({
    ...done(context.lang, "registrations.joinCode.renewed"),
    codigo_entrada: await registrations.renewSchoolJoinCode(context, context.caller, context.body.escola_id),
  }));
  registerCall(app, registrationsCalls.classJoinCodeRenew, async (context) => ({
    ...done(context.lang, "registrations.joinCode.renewed"),
    codigo_entrada: await registrations.renewClassJoinCode(context, context.caller, context.body.turma_id),
  }));
  registerCall(app, registrationsCalls.joinByCode, async (context) => {
    const { caller } = context;
    const joined = await registrations.joinByCode(context, caller, context.body.codigo_entrada);
    const user = (await findUserById(context.db, context.scope, caller.user.id)) ?? caller.user;
    return {
      ...done(
        context.lang,
        joined === "class" ? "registrations.joinCode.joinedClass" : "registrations.joinCode.joinedSchool",
      ),
      usuario: await sessionUserOf(context.db, context.scope, user, caller.token),
    };
  });
}
