import { REGISTRATION_CODE_MAX_LENGTH, type School } from "@trilha/contracts/registrations.calls";
import { useState } from "react";
import { CheckboxList } from "../../components/ui/checkbox-field.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { saveSchool, setSchoolActive, useSchools } from "./api/registrations.api.ts";
import { joinCodeColumn, RowJoinCodeButton } from "./join-code.tsx";
import { CheckField, NameInput, SearchBar } from "./registration-controls.tsx";
import {
  ActiveRowButton,
  closing,
  EditRowButton,
  ListSection,
  RegistrationForm,
  RegistrationList,
  type RegistrationsArea,
  RowButton,
  useListSection,
} from "./registration-list.tsx";

/** The schools the area reaches: searched and paged on the server, made, edited, deactivated. */
export function SchoolSection({
  area,
  onOpen,
}: {
  area: RegistrationsArea;
  onOpen: (school: School, section: "classes" | "people") => void;
}) {
  const { t } = useTranslation();
  const section = useListSection<School>();
  const { list, action } = section;
  const [inactive, setInactive] = useState(false);
  const query = useSchools({
    ...(area.networkId ? { rede_id: area.networkId } : {}),
    ...(list.search ? { busca: list.search } : {}),
    inativas: inactive,
    pagina: list.page,
  });
  return (
    <ListSection
      title={t("registrations.schools.title")}
      newLabel={t("registrations.schools.new")}
      section={section}
      form={(school, done) => <SchoolForm area={area} school={school} onDone={done} />}
      search={
        <SearchBar label={t("registrations.schools.search")} onSearch={list.onSearch}>
          <CheckField
            label={t("registrations.showInactive")}
            checked={inactive}
            onChange={list.firstPage(setInactive)}
          />
        </SearchBar>
      }
    >
      <RegistrationList
        query={query}
        rows={(data) => data.escolas}
        empty={t("registrations.schools.empty")}
        caption={t("registrations.schools.caption")}
        columns={[
          { label: t("registrations.schools.name"), cell: (school) => school.nome },
          { label: t("registrations.schools.code"), cell: (school) => school.codigo ?? "—" },
          { label: t("registrations.schools.inep"), cell: (school) => school.inep ?? "—" },
          {
            label: t("registrations.schools.networks"),
            cell: (school) => school.redes.map((rede) => rede.nome).join(", ") || "—",
          },
          joinCodeColumn<School>(t),
        ]}
        actions={(school) => (
          <>
            <RowButton name={school.nome} onClick={() => onOpen(school, "classes")}>
              {t("registrations.schools.classes")}
            </RowButton>
            <RowButton name={school.nome} onClick={() => onOpen(school, "people")}>
              {t("registrations.schools.people")}
            </RowButton>
            <EditRowButton name={school.nome} row={school} editing={section.editing} />
            <ActiveRowButton
              name={school.nome}
              active={school.ativa}
              question="deactivateSchool"
              confirmation={section.confirmation}
              pending={action.pending}
              act={() => action.run(() => setSchoolActive({ escola_id: school.id, ativo: !school.ativa }))}
            />
            <RowJoinCodeButton kind="school" row={school} action={action} />
          </>
        )}
        list={list}
      />
    </ListSection>
  );
}

function SchoolForm({
  area,
  school,
  onDone,
}: {
  area: RegistrationsArea;
  school: School | null;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(school?.nome ?? "");
  const [code, setCode] = useState(school?.codigo ?? "");
  const [inep, setInep] = useState(school?.inep ?? "");
  const [whatsapp, setWhatsapp] = useState(school?.whatsapp ?? "");
  const reachable = area.networks.map((network) => network.id);
  const [networks, setNetworks] = useState<number[]>(
    school
      ? school.redes.map((rede) => rede.id).filter((networkId) => reachable.includes(networkId))
      : area.networkId
        ? [area.networkId]
        : [],
  );
  return (
    <RegistrationForm
      title={t(school ? "registrations.schools.edit" : "registrations.schools.new")}
      {...closing(onDone)}
      save={() =>
        saveSchool({
          ...(school ? { escola_id: school.id } : {}),
          nome: name,
          codigo: code,
          inep,
          whatsapp,
          redes: networks,
        })
      }
    >
      <NameInput label={t("registrations.schools.name")} value={name} onValueChange={setName} />
      <TextInput
        label={t("registrations.schools.code")}
        value={code}
        onValueChange={setCode}
        maxLength={REGISTRATION_CODE_MAX_LENGTH}
      />
      <TextInput
        label={t("registrations.schools.inep")}
        hint={t("registrations.schools.inepHint")}
        value={inep}
        onValueChange={setInep}
        inputMode="numeric"
        maxLength={8}
      />
      <TextInput
        type="tel"
        label={t("registrations.schools.whatsapp")}
        hint={t("registrations.schools.whatsappHint")}
        value={whatsapp}
        onValueChange={setWhatsapp}
        inputMode="numeric"
        maxLength={15}
      />
      {area.networks.length > 0 ? (
        <fieldset className="registrations__fieldset">
          <legend>{t("registrations.schools.networks")}</legend>
          <CheckboxList
            className="registrations__check"
            items={area.networks}
            chosen={networks}
            setChosen={setNetworks}
          />
        </fieldset>
      ) : null}
    </RegistrationForm>
  );
}
