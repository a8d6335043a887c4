import { GROUP_TYPES } from "@trilha/contracts/classes.calls";
import { type ClassGroupRow, type School, SHIFTS } from "@trilha/contracts/registrations.calls";
import { useEffect, useState } from "react";
import { optionsOf, SelectField } from "../../components/ui/select-field.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { archiveClass, issuePasswordSheet, saveClass, useClasses } from "./api/registrations.api.ts";
import { joinCodeColumn, RowJoinCodeButton } from "./join-code.tsx";
import { PasswordSheet, type SheetData } from "./password-sheet.tsx";
import { CheckField, NameInput, SearchBar } from "./registration-controls.tsx";
import {
  AskingRowButton,
  closing,
  EditRowButton,
  ListSection,
  RegistrationForm,
  RegistrationList,
  RowButton,
  useListSection,
} from "./registration-list.tsx";

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
  const section = useListSection<ClassGroupRow>();
  const { list, action, confirmation } = section;
  const [year, setYear] = useState(thisYear());
  const [archived, setArchived] = useState(false);
  const [sheet, setSheet] = useState<SheetData | null>(null);
  const query = useClasses({
    escola_id: school.id,
    ano: year,
    arquivadas: archived,
    ...(list.search ? { busca: list.search } : {}),
    pagina: list.page,
  });
  // A school whose classes are all of another year (an import of last year's roster) opens on the latest of
  // them, once; a year the person typed stays.
  const [yearSettled, setYearSettled] = useState(false);
  const years = query.data?.anos_com_turmas;
  useEffect(() => {
    if (yearSettled || years === undefined) return;
    setYearSettled(true);
    const latest = years[0];
    if (latest !== undefined && !years.includes(year)) setYear(latest);
  }, [years, year, yearSettled]);
  if (sheet) return <PasswordSheet sheet={sheet} onClose={() => setSheet(null)} />;
  return (
    <ListSection
      title={t("registrations.classes.title", { escola: school.nome })}
      newLabel={t("registrations.classes.new")}
      section={section}
      form={(group, done) => <ClassForm school={school} year={year} group={group} onDone={done} />}
      search={
        <SearchBar label={t("registrations.classes.search")} onSearch={list.onSearch}>
          <TextInput
            label={t("registrations.classes.year")}
            inputMode="numeric"
            value={String(year)}
            onValueChange={(value) => {
              const parsed = Number(value);
              if (Number.isInteger(parsed) && parsed >= 2000 && parsed <= 2100) {
                setYearSettled(true);
                list.firstPage(setYear)(parsed);
              }
            }}
          />
          <CheckField
            label={t("registrations.classes.showArchived")}
            checked={archived}
            onChange={setArchived}
          />
        </SearchBar>
      }
    >
      <RegistrationList
        query={query}
        rows={(data) => data.turmas}
        empty={t("registrations.classes.empty")}
        caption={t("registrations.classes.caption", { ano: year })}
        columns={[
          { label: t("registrations.classes.name"), cell: (group) => group.nome },
          {
            label: t("registrations.classes.type"),
            cell: (group) => t(`registrations.classes.types.${group.tipo}`),
          },
          { label: t("registrations.classes.grade"), cell: (group) => group.serie ?? "—" },
          {
            label: t("registrations.classes.shift"),
            cell: (group) => (group.turno ? t(`registrations.classes.shifts.${group.turno}`) : "—"),
          },
          {
            label: t("registrations.classes.members"),
            cell: (group) =>
              t("registrations.classes.counts", { alunos: group.alunos, professores: group.professores }),
          },
          joinCodeColumn<ClassGroupRow>(t),
        ]}
        actions={(group) => (
          <>
            <RowButton name={group.nome} onClick={() => onPeople(group)}>
              {t("registrations.schools.people")}
            </RowButton>
            <EditRowButton name={group.nome} row={group} editing={section.editing} />
            <AskingRowButton
              name={group.nome}
              label={t("registrations.classes.passwordSheet")}
              question="sheet"
              confirmation={confirmation}
              pending={action.pending}
              act={() => action.run(() => issuePasswordSheet({ turma_id: group.id }), setSheet)}
            />
            <AskingRowButton
              name={group.nome}
              label={t(group.ativa ? "registrations.classes.archive" : "registrations.classes.unarchive")}
              question="archive"
              when={group.ativa}
              confirmation={confirmation}
              pending={action.pending}
              act={() => action.run(() => archiveClass({ turma_id: group.id, arquivada: group.ativa }))}
            />
            <RowJoinCodeButton kind="class" row={group} action={action} />
          </>
        )}
        list={list}
      />
    </ListSection>
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
  const [name, setName] = useState(group?.nome ?? "");
  const [type, setType] = useState<(typeof GROUP_TYPES)[number]>(group?.tipo ?? "adm");
  const [grade, setGrade] = useState(group?.serie ?? "");
  const [shift, setShift] = useState<(typeof SHIFTS)[number] | "">(group?.turno ?? "");
  const [classYear, setClassYear] = useState(String(group?.ano_letivo ?? year));
  return (
    <RegistrationForm
      title={t(group ? "registrations.classes.edit" : "registrations.classes.new")}
      {...closing(onDone)}
      save={() =>
        saveClass({
          ...(group ? { turma_id: group.id } : {}),
          escola_id: school.id,
          ano: Number(classYear),
          nome: name,
          tipo: type,
          serie: grade,
          ...(shift ? { turno: shift } : {}),
        })
      }
    >
      <NameInput label={t("registrations.classes.name")} value={name} onValueChange={setName} />
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
        onValueChange={setType}
        options={optionsOf(GROUP_TYPES, (value) => t(`registrations.classes.types.${value}`))}
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
        onValueChange={setShift}
        emptyLabel={t("registrations.classes.noShift")}
        options={optionsOf(SHIFTS, (value) => t(`registrations.classes.shifts.${value}`))}
      />
    </RegistrationForm>
  );
}
