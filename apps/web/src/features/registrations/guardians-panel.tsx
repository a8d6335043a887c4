import type { Person, School } from "@trilha/contracts/registrations.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { type FormEvent, useId, useState } from "react";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import { issuePairingCode, linkGuardian, searchPeople, useGuardians } from "./api/registrations.api.ts";
import { LoginInput, useRegistrationAction } from "./registration-controls.tsx";
import { LinkedPeople } from "./registration-list.tsx";

/** A student's guardians: linked by their login, unlinked, and a pairing code for the family to link itself. */
export function GuardiansPanel({
  student,
  school,
  onClose,
}: {
  student: Person;
  school: School | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const query = useGuardians({ aluno_id: student.id });
  const [login, setLogin] = useState("");
  const [code, setCode] = useState<{ codigo: string; expira_em: string } | null>(null);
  const action = useRegistrationAction();
  async function link(event: FormEvent) {
    event.preventDefault();
    const found = await searchPeople({
      tipo: "guardian",
      busca: login,
      ...(school ? { escola_id: school.id } : {}),
      pagina: 1,
    }).catch(() => null);
    const guardian = found?.pessoas.find((person) => person.usuario === normalizeLogin(login));
    if (!guardian) {
      action.setOutcome({ kind: "error", message: t("registrations.guardians.notFound") });
      return;
    }
    await action.run(() =>
      linkGuardian({ aluno_id: student.id, responsavel_id: guardian.id, vinculado: true }),
    );
  }
  const expires = (iso: string) =>
    new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short" }).format(new Date(iso));
  return (
    <section className="registrations__form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("registrations.guardians.title", { nome: student.nome })}</h3>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          data.responsaveis.length === 0 ? (
            <p className="muted">{t("registrations.guardians.none")}</p>
          ) : (
            <LinkedPeople
              people={data.responsaveis}
              unlinkLabel={t("registrations.guardians.unlink")}
              pending={action.pending}
              onUnlink={(guardian) =>
                action.run(() =>
                  linkGuardian({ aluno_id: student.id, responsavel_id: guardian.id, vinculado: false }),
                )
              }
            />
          )
        }
      </QueryContent>
      <form className="registrations__search" onSubmit={link}>
        <LoginInput
          label={t("registrations.guardians.login")}
          value={login}
          onValueChange={setLogin}
          required
        />
        <button className="button" type="submit" disabled={action.pending}>
          {t("registrations.guardians.link")}
        </button>
      </form>
      <div className="registrations__actions">
        <button
          className="button"
          type="button"
          disabled={action.pending}
          onClick={() => action.run(() => issuePairingCode({ aluno_id: student.id }), setCode)}
        >
          {t("registrations.guardians.issueCode")}
        </button>
        <button className="button" type="button" onClick={onClose}>
          {t("registrations.close")}
        </button>
      </div>
      <FormOutcome outcome={action.outcome} />
      {code ? (
        <div className="registrations__secret" role="status">
          <p>{t("registrations.guardians.code", { expira: expires(code.expira_em) })}</p>
          <p>
            <code>{code.codigo}</code>
          </p>
        </div>
      ) : null}
    </section>
  );
}
