import { GROUP_TYPES } from "@trilha/contracts/classes.calls";
import {
  type ClassGroupRow,
  REGISTRATION_NAME_MAX_LENGTH,
  REGISTRATIONS_PAGE_SIZE,
  type School,
  SHIFTS,
} from "@trilha/contracts/registrations.calls";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { archiveClass, issuePasswordSheet, saveClass, useClasses } from "./api/registrations.api.ts";
import { PasswordSheet, type SheetData } from "./password-sheet.tsx";
import {
  CheckField,
  Pager,
  SearchBar,
  SelectField,
  useRegistrationAction,
} from "./registration-controls.tsx";

const thisYear = () => new Date().getFullYear();

/** The classes of one school and year: made, edited, archived at the year's end, and their password sheet. */
export function ClassSection({
  school,
  onPeople,
}: {
  school: School;
  onPeople: (group: ClassGroupRow) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [year, setYear] = useState(thisYear());
  const [search, setSearch] = useState("");
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ClassGroupRow | "new" | null>(null);
  const [sheet, setSheet] = useState<SheetData | null>(null);
  const action = useRegistrationAction();
  const query = useClasses({
    escola_id: school.id,
    ano: year,
    arquivadas: archived,
    ...(search ? { busca: search } : {}),
    pagina: page,
  });
  if (sheet) return <PasswordSheet sheet={sheet} onClose={() => setSheet(null)} />;
  const label = {
    name: t("registrations.classes.name"),
    type: t("registrations.classes.type"),
    grade: t("registrations.classes.grade"),
    shift: t("registrations.classes.shift"),
    members: t("registrations.classes.members"),
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("registrations.classes.title", { escola: school.nome })}</h2>
      {editing ? (
        <ClassForm
          school={school}
          year={year}
          group={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) action.setOutcome({ kind: "success", message });
          }}
        />
      ) : (
        <button className="button button--primary" type="button" onClick={() => setEditing("new")}>
          {t("registrations.classes.new")}
        </button>
      )}
      <SearchBar
        label={t("registrations.classes.search")}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      >
        <TextInput
          label={t("registrations.classes.year")}
          inputMode="numeric"
          value={String(year)}
          onValueChange={(value) => {
            const parsed = Number(value);
            if (Number.isInteger(parsed) && parsed >= 2000 && parsed <= 2100) {
              setYear(parsed);
              setPage(1);
            }
          }}
        />
        <CheckField
          label={t("registrations.classes.showArchived")}
          checked={archived}
          onChange={setArchived}
        />
      </SearchBar>
      <FormOutcome outcome={action.outcome} />
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          data.turmas.length === 0 ? (
            <EmptyState>{t("registrations.classes.empty")}</EmptyState>
          ) : (
            <>
              <table className="table registrations__table">
                <caption>{t("registrations.classes.caption", { ano: year })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{label.name}</th>
                    <th scope="col">{label.type}</th>
                    <th scope="col">{label.grade}</th>
                    <th scope="col">{label.shift}</th>
                    <th scope="col">{label.members}</th>
                    <th scope="col">{t("registrations.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.turmas.map((group) => (
                    <tr key={group.id}>
                      <th scope="row" data-label={label.name}>
                        {group.nome}
                      </th>
                      <td data-label={label.type}>{t(`registrations.classes.types.${group.tipo}`)}</td>
                      <td data-label={label.grade}>{group.serie ?? "—"}</td>
                      <td data-label={label.shift}>
                        {group.turno ? t(`registrations.classes.shifts.${group.turno}`) : "—"}
                      </td>
                      <td data-label={label.members}>
                        {t("registrations.classes.counts", {
                          alunos: group.alunos,
                          professores: group.professores,
                        })}
                      </td>
                      <td>
                        <div className="registrations__actions">
                          <button className="button" type="button" onClick={() => onPeople(group)}>
                            {t("registrations.schools.people")}
                            <span className="visually-hidden"> {group.nome}</span>
                          </button>
                          <button className="button" type="button" onClick={() => setEditing(group)}>
                            {t("registrations.edit")}
                            <span className="visually-hidden"> {group.nome}</span>
                          </button>
                          <button
                            className="button"
                            type="button"
                            disabled={action.pending}
                            onClick={() =>
                              action.run(
                                () => issuePasswordSheet({ turma_id: group.id }),
                                (answer) => setSheet(answer),
                              )
                            }
                          >
                            {t("registrations.classes.passwordSheet")}
                            <span className="visually-hidden"> {group.nome}</span>
                          </button>
                          <button
                            className="button"
                            type="button"
                            disabled={action.pending}
                            onClick={() =>
                              action.run(() => archiveClass({ turma_id: group.id, arquivada: group.ativa }))
                            }
                          >
                            {t(
                              group.ativa
                                ? "registrations.classes.archive"
                                : "registrations.classes.unarchive",
                            )}
                            <span className="visually-hidden"> {group.nome}</span>
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

function ClassForm({
  school,
  year,
  group,
  onDone,
}: {
  school: School;
  year: number;
  group: ClassGroupRow | null;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(group?.nome ?? "");
  const [type, setType] = useState<(typeof GROUP_TYPES)[number]>(group?.tipo ?? "adm");
  const [grade, setGrade] = useState(group?.serie ?? "");
  const [shift, setShift] = useState<(typeof SHIFTS)[number] | "">(group?.turno ?? "");
  const [classYear, setClassYear] = useState(String(group?.ano_letivo ?? year));
  const action = useRegistrationAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      () =>
        saveClass({
          ...(group ? { turma_id: group.id } : {}),
          escola_id: school.id,
          ano: Number(classYear),
          nome: name,
          tipo: type,
          serie: grade,
          ...(shift ? { turno: shift } : {}),
        }),
      (answer) => onDone(answer.mensagem),
    );
  }
  return (
    <form className="registrations__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(group ? "registrations.classes.edit" : "registrations.classes.new")}</h3>
      <TextInput
        label={t("registrations.classes.name")}
        value={name}
        onValueChange={setName}
        required
        maxLength={REGISTRATION_NAME_MAX_LENGTH}
      />
      <TextInput
        label={t("registrations.classes.year")}
        inputMode="numeric"
        value={classYear}
        onValueChange={setClassYear}
        required
      />
      <SelectField
        label={t("registrations.classes.type")}
        value={type}
        onChange={setType}
        options={GROUP_TYPES.map((value) => ({ value, label: t(`registrations.classes.types.${value}`) }))}
      />
      <TextInput
        label={t("registrations.classes.grade")}
        hint={t("registrations.classes.gradeHint")}
        value={grade}
        onValueChange={setGrade}
        maxLength={50}
      />
      <SelectField
        label={t("registrations.classes.shift")}
        value={shift}
        onChange={setShift}
        options={[
          { value: "" as const, label: t("registrations.classes.noShift") },
          ...SHIFTS.map((value) => ({ value, label: t(`registrations.classes.shifts.${value}`) })),
        ]}
      />
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
