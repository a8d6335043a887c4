import { EMAIL_MAX_LENGTH, LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import {
  type ClassGroupRow,
  PERSON_KINDS,
  type Person,
  type PersonKind,
  REGISTRATION_NAME_MAX_LENGTH,
  REGISTRATIONS_PAGE_SIZE,
  type School,
} from "@trilha/contracts/registrations.calls";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import {
  endPersonSessions,
  resetPersonPassword,
  savePerson,
  setPersonActive,
  usePeople,
} from "./api/registrations.api.ts";
import { GuardiansPanel } from "./guardians-panel.tsx";
import { MoveStudentForm } from "./move-student-form.tsx";
import {
  CheckField,
  Pager,
  SearchBar,
  SelectField,
  useRegistrationAction,
} from "./registration-controls.tsx";

/** A one-time password just issued, shown once beside the list. */
interface Issued {
  nome: string;
  usuario: string;
  senha: string;
}

type Panel = { kind: "edit"; person: Person | null } | { kind: "guardians" | "move"; person: Person } | null;

/** The people of a school (or of one of its classes): searched and paged on the server, and what is done to them. */
export function PeopleSection({ school, group }: { school: School | null; group: ClassGroupRow | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<PersonKind | "">("");
  const [search, setSearch] = useState("");
  const [inactive, setInactive] = useState(false);
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const action = useRegistrationAction();
  const query = usePeople({
    ...(school ? { escola_id: school.id } : {}),
    ...(group ? { turma_id: group.id } : {}),
    ...(kind ? { tipo: kind } : {}),
    ...(search ? { busca: search } : {}),
    inativas: inactive,
    pagina: page,
  });
  const kindOptions = PERSON_KINDS.map((value) => ({
    value,
    label: t(`registrations.people.kinds.${value}`),
  }));
  const label = {
    name: t("registrations.people.name"),
    login: t("registrations.people.login"),
    kind: t("registrations.people.kind"),
    roles: t("registrations.people.roles"),
  };
  const title = group
    ? t("registrations.people.titleClass", { turma: group.nome })
    : school
      ? t("registrations.people.titleSchool", { escola: school.nome })
      : t("registrations.people.title");
  const act = (work: () => Promise<{ mensagem: string; senha_temporaria?: string }>, person: Person) =>
    action.run(work, (answer) =>
      setIssued(
        answer.senha_temporaria
          ? { nome: person.nome, usuario: person.usuario, senha: answer.senha_temporaria }
          : null,
      ),
    );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {panel?.kind === "edit" && school ? (
        <PersonForm
          school={school}
          group={group}
          person={panel.person}
          onDone={(done) => {
            setPanel(null);
            if (done) {
              action.setOutcome({ kind: "success", message: done.message });
              setIssued(done.issued);
            }
          }}
        />
      ) : null}
      {panel?.kind === "guardians" ? (
        <GuardiansPanel student={panel.person} school={school} onClose={() => setPanel(null)} />
      ) : null}
      {panel?.kind === "move" && school ? (
        <MoveStudentForm
          student={panel.person}
          school={school}
          year={group?.ano_letivo ?? null}
          onDone={(message) => {
            setPanel(null);
            if (message) action.setOutcome({ kind: "success", message });
          }}
        />
      ) : null}
      {panel === null ? (
        school ? (
          <button
            className="button button--primary"
            type="button"
            onClick={() => setPanel({ kind: "edit", person: null })}
          >
            {t("registrations.people.new")}
          </button>
        ) : (
          <p className="muted">{t("registrations.people.chooseSchool")}</p>
        )
      ) : null}
      <SearchBar
        label={t("registrations.people.search")}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      >
        <SelectField
          label={t("registrations.people.kind")}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          options={[{ value: "" as const, label: t("registrations.people.allKinds") }, ...kindOptions]}
        />
        <CheckField
          label={t("registrations.showInactive")}
          checked={inactive}
          onChange={(checked) => {
            setInactive(checked);
            setPage(1);
          }}
        />
      </SearchBar>
      <FormOutcome outcome={action.outcome} />
      {issued ? (
        <div className="registrations__secret" role="status">
          <p>{t("registrations.people.issued", { nome: issued.nome, usuario: issued.usuario })}</p>
          <p>
            <code>{issued.senha}</code>
          </p>
          <p className="muted">{t("registrations.people.issuedHint")}</p>
        </div>
      ) : null}
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          data.pessoas.length === 0 ? (
            <EmptyState>{t("registrations.people.empty")}</EmptyState>
          ) : (
            <>
              <table className="table registrations__table">
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{label.name}</th>
                    <th scope="col">{label.login}</th>
                    <th scope="col">{label.kind}</th>
                    <th scope="col">{label.roles}</th>
                    <th scope="col">{t("registrations.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.pessoas.map((person) => (
                    <tr key={person.id}>
                      <th scope="row" data-label={label.name}>
                        {person.nome}
                        {person.ativo ? null : (
                          <span className="muted"> ({t("registrations.people.inactive")})</span>
                        )}
                      </th>
                      <td data-label={label.login}>{person.usuario}</td>
                      <td data-label={label.kind}>
                        {person.tipo
                          ? t(`registrations.people.kinds.${person.tipo}`)
                          : t("registrations.people.noKind")}
                      </td>
                      <td data-label={label.roles}>
                        {[
                          person.funcoes.compartilhar ? t("registrations.people.share") : null,
                          person.funcoes.publicar ? t("registrations.people.publish") : null,
                          person.senha_temporaria ? t("registrations.people.temporary") : null,
                        ]
                          .filter(Boolean)
                          .join(" · ") || "—"}
                      </td>
                      <td>
                        <div className="registrations__actions">
                          {school ? (
                            <button
                              className="button"
                              type="button"
                              onClick={() => setPanel({ kind: "edit", person })}
                            >
                              {t("registrations.edit")}
                              <span className="visually-hidden"> {person.nome}</span>
                            </button>
                          ) : null}
                          {person.tipo === "student" ? (
                            <button
                              className="button"
                              type="button"
                              onClick={() => setPanel({ kind: "guardians", person })}
                            >
                              {t("registrations.guardians.open")}
                              <span className="visually-hidden"> {person.nome}</span>
                            </button>
                          ) : null}
                          {person.tipo === "student" && school ? (
                            <button
                              className="button"
                              type="button"
                              onClick={() => setPanel({ kind: "move", person })}
                            >
                              {t("registrations.people.move")}
                              <span className="visually-hidden"> {person.nome}</span>
                            </button>
                          ) : null}
                          <button
                            className="button"
                            type="button"
                            disabled={action.pending}
                            onClick={() => act(() => resetPersonPassword({ pessoa_id: person.id }), person)}
                          >
                            {t("registrations.people.resetPassword")}
                            <span className="visually-hidden"> {person.nome}</span>
                          </button>
                          <button
                            className="button"
                            type="button"
                            disabled={action.pending}
                            onClick={() => act(() => endPersonSessions({ pessoa_id: person.id }), person)}
                          >
                            {t("registrations.people.endSessions")}
                            <span className="visually-hidden"> {person.nome}</span>
                          </button>
                          <button
                            className="button"
                            type="button"
                            disabled={action.pending}
                            onClick={() =>
                              act(
                                () => setPersonActive({ pessoa_id: person.id, ativo: !person.ativo }),
                                person,
                              )
                            }
                          >
                            {t(person.ativo ? "registrations.deactivate" : "registrations.reactivate")}
                            <span className="visually-hidden"> {person.nome}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={data.total} size={REGISTRATIONS_PAGE_SIZE} onPage={setPage} />
            </>
          )
        }
      </QueryContent>
    </section>
  );
}

function PersonForm({
  school,
  group,
  person,
  onDone,
}: {
  school: School;
  group: ClassGroupRow | null;
  person: Person | null;
  onDone: (done?: { message: string; issued: Issued | null }) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<PersonKind>(person?.tipo ?? "student");
  const [name, setName] = useState(person?.nome ?? "");
  const [login, setLogin] = useState(person?.usuario ?? "");
  const [email, setEmail] = useState(person?.email ?? "");
  const [share, setShare] = useState(person?.funcoes.compartilhar ?? false);
  const [publish, setPublish] = useState(person?.funcoes.publicar ?? false);
  const [inGroup, setInGroup] = useState(group !== null && person === null);
  const action = useRegistrationAction();
  const canJoin = group !== null && (kind === "student" || kind === "teacher");
  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      () =>
        savePerson({
          ...(person ? { pessoa_id: person.id } : {}),
          escola_id: school.id,
          tipo: kind,
          nome: name,
          login,
          email,
          compartilhar: share,
          publicar: publish,
          ...(canJoin && inGroup && group ? { turma_id: group.id } : {}),
        }),
      (answer) =>
        onDone({
          message: answer.mensagem,
          issued: answer.senha_temporaria
            ? { nome: answer.pessoa.nome, usuario: answer.pessoa.usuario, senha: answer.senha_temporaria }
            : null,
        }),
    );
  }
  return (
    <form className="registrations__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(person ? "registrations.people.edit" : "registrations.people.new")}</h3>
      {person ? null : (
        <SelectField
          label={t("registrations.people.kind")}
          value={kind}
          onChange={setKind}
          options={PERSON_KINDS.map((value) => ({ value, label: t(`registrations.people.kinds.${value}`) }))}
        />
      )}
      <TextInput
        label={t("registrations.people.name")}
        value={name}
        onValueChange={setName}
        required
        maxLength={REGISTRATION_NAME_MAX_LENGTH}
      />
      <TextInput
        label={t(kind === "student" ? "registrations.people.ra" : "registrations.people.login")}
        hint={t("registrations.people.loginHint")}
        value={login}
        onValueChange={setLogin}
        loginStyle
        required
        maxLength={LOGIN_MAX_LENGTH}
      />
      <TextInput
        type="email"
        label={t("registrations.people.email")}
        hint={t("registrations.people.emailHint")}
        value={email}
        onValueChange={setEmail}
        maxLength={EMAIL_MAX_LENGTH}
      />
      <fieldset className="registrations__fieldset">
        <legend>{t("registrations.people.roles")}</legend>
        <CheckField label={t("registrations.people.share")} checked={share} onChange={setShare} />
        <CheckField label={t("registrations.people.publish")} checked={publish} onChange={setPublish} />
      </fieldset>
      {canJoin && group ? (
        <CheckField
          label={t("registrations.people.joinClass", { turma: group.nome })}
          checked={inGroup}
          onChange={setInGroup}
        />
      ) : null}
      <div className="registrations__actions">
        <button className="button button--primary" type="submit" disabled={action.pending}>
          {t("registrations.save")}
        </button>
        <button className="button" type="button" onClick={() => onDone()}>
          {t("registrations.cancel")}
        </button>
      </div>
      <FormOutcome outcome={action.outcome} />
    </form>
  );
}
