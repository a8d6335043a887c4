import { EMAIL_MAX_LENGTH } from "@trilha/contracts/limits";
import {
  type ClassGroupRow,
  PERSON_KINDS,
  type Person,
  type PersonKind,
  type School,
} from "@trilha/contracts/registrations.calls";
import { useId, useState } from "react";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { optionsOf, SelectField } from "../../components/ui/select-field.tsx";
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
  LoginInput,
  NameInput,
  SearchBar,
  useRegistrationAction,
} from "./registration-controls.tsx";
import {
  ActiveRowButton,
  AskingRowButton,
  RegistrationForm,
  RegistrationList,
  RowButton,
  useConfirmation,
  useListPage,
} from "./registration-list.tsx";

/** A one-time password just issued, shown once beside the list. */
interface Issued {
  nome: string;
  usuario: string;
  senha: string;
}

type Panel = { kind: "edit"; person: Person | null } | { kind: "guardians" | "move"; person: Person } | null;

/**
 * The people of a school (or of one of its classes), paged on the server, and what is done to them. A search
 * looks through everyone the area reaches (the network's, on its Gestão), not only the school opened last.
 */
export function PeopleSection({
  school,
  group,
  networkId,
}: {
  school: School | null;
  group: ClassGroupRow | null;
  networkId: number | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const list = useListPage();
  const [kind, setKind] = useState<PersonKind | "">("");
  const [inactive, setInactive] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const action = useRegistrationAction();
  const confirmation = useConfirmation();
  const searching = list.search !== "";
  const query = usePeople({
    ...(networkId ? { rede_id: networkId } : {}),
    ...(school && !searching ? { escola_id: school.id } : {}),
    ...(group && !searching ? { turma_id: group.id } : {}),
    ...(kind ? { tipo: kind } : {}),
    ...(list.search ? { busca: list.search } : {}),
    inativas: inactive,
    pagina: list.page,
  });
  const kindOptions = PERSON_KINDS.map((value) => ({
    value,
    label: t(`registrations.people.kinds.${value}`),
  }));
  // A person of another school (found by a search) is edited or moved from their own school's list.
  const ofSchool = (person: Person) => school !== null && person.escola_id === school.id;
  const title = searching
    ? t("registrations.people.titleSearch")
    : group
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
      <SearchBar label={t("registrations.people.search")} onSearch={list.onSearch}>
        <SelectField
          label={t("registrations.people.kind")}
          value={kind}
          onValueChange={list.firstPage(setKind)}
          options={[{ value: "" as const, label: t("registrations.people.allKinds") }, ...kindOptions]}
        />
        <CheckField
          label={t("registrations.showInactive")}
          checked={inactive}
          onChange={list.firstPage(setInactive)}
        />
      </SearchBar>
      <FormOutcome outcome={action.outcome} />
      {confirmation.dialog}
      {issued ? (
        <div className="registrations__secret" role="status">
          <p>{t("registrations.people.issued", { nome: issued.nome, usuario: issued.usuario })}</p>
          <p>
            <code>{issued.senha}</code>
          </p>
          <p className="muted">{t("registrations.people.issuedHint")}</p>
        </div>
      ) : null}
      <RegistrationList
        query={query}
        rows={(data) => data.pessoas}
        empty={t("registrations.people.empty")}
        caption={title}
        columns={[
          {
            label: t("registrations.people.name"),
            cell: (person) => (
              <>
                {person.nome}
                {person.ativo ? null : <span className="muted"> ({t("registrations.people.inactive")})</span>}
              </>
            ),
          },
          { label: t("registrations.people.login"), cell: (person) => person.usuario },
          {
            label: t("registrations.people.kind"),
            cell: (person) =>
              person.tipo ? t(`registrations.people.kinds.${person.tipo}`) : t("registrations.people.noKind"),
          },
          {
            label: t("registrations.people.roles"),
            cell: (person) =>
              [
                person.funcoes.compartilhar ? t("registrations.people.share") : null,
                person.funcoes.publicar ? t("registrations.people.publish") : null,
                person.senha_temporaria ? t("registrations.people.temporary") : null,
              ]
                .filter(Boolean)
                .join(" · ") || "—",
          },
        ]}
        actions={(person) => (
          <>
            {ofSchool(person) ? (
              <RowButton name={person.nome} onClick={() => setPanel({ kind: "edit", person })}>
                {t("registrations.edit")}
              </RowButton>
            ) : null}
            {person.tipo === "student" ? (
              <RowButton name={person.nome} onClick={() => setPanel({ kind: "guardians", person })}>
                {t("registrations.guardians.open")}
              </RowButton>
            ) : null}
            {person.tipo === "student" && ofSchool(person) ? (
              <RowButton name={person.nome} onClick={() => setPanel({ kind: "move", person })}>
                {t("registrations.people.move")}
              </RowButton>
            ) : null}
            {(
              [
                ["reset", "resetPassword", () => resetPersonPassword({ pessoa_id: person.id })],
                ["endSessions", "endSessions", () => endPersonSessions({ pessoa_id: person.id })],
              ] as const
            ).map(([question, label, work]) => (
              <AskingRowButton
                key={question}
                name={person.nome}
                label={t(`registrations.people.${label}`)}
                question={question}
                confirmation={confirmation}
                pending={action.pending}
                act={() => act(work, person)}
              />
            ))}
            <ActiveRowButton
              name={person.nome}
              active={person.ativo}
              question="deactivatePerson"
              confirmation={confirmation}
              pending={action.pending}
              act={() => act(() => setPersonActive({ pessoa_id: person.id, ativo: !person.ativo }), person)}
            />
          </>
        )}
        list={list}
      />
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
  const [kind, setKind] = useState<PersonKind>(person?.tipo ?? "student");
  const [name, setName] = useState(person?.nome ?? "");
  const [login, setLogin] = useState(person?.usuario ?? "");
  const [email, setEmail] = useState(person?.email ?? "");
  const [share, setShare] = useState(person?.funcoes.compartilhar ?? false);
  const [publish, setPublish] = useState(person?.funcoes.publicar ?? false);
  const [inGroup, setInGroup] = useState(group !== null && person === null);
  const canJoin = group !== null && (kind === "student" || kind === "teacher");
  return (
    <RegistrationForm
      title={t(person ? "registrations.people.edit" : "registrations.people.new")}
      onCancel={() => onDone()}
      save={() =>
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
        })
      }
      onSaved={(answer) =>
        onDone({
          message: answer.mensagem,
          issued: answer.senha_temporaria
            ? { nome: answer.pessoa.nome, usuario: answer.pessoa.usuario, senha: answer.senha_temporaria }
            : null,
        })
      }
    >
      {person ? null : (
        <SelectField
          label={t("registrations.people.kind")}
          value={kind}
          onValueChange={setKind}
          options={optionsOf(PERSON_KINDS, (value) => t(`registrations.people.kinds.${value}`))}
        />
      )}
      <NameInput label={t("registrations.people.name")} value={name} onValueChange={setName} />
      <LoginInput
        label={t(kind === "student" ? "registrations.people.ra" : "registrations.people.login")}
        hint={t("registrations.people.loginHint")}
        value={login}
        onValueChange={setLogin}
        required
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
    </RegistrationForm>
  );
}
