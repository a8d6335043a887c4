import {
  REGISTRATION_CODE_MAX_LENGTH,
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
import { saveSchool, setSchoolActive, useSchools } from "./api/registrations.api.ts";
import { CheckField, Pager, SearchBar, useRegistrationAction } from "./registration-controls.tsx";
import type { RegistrationsArea } from "./registrations.tsx";

/** The schools the area reaches: searched and paged on the server, made, edited, deactivated. */
export function SchoolSection({
  area,
  onOpen,
}: {
  area: RegistrationsArea;
  onOpen: (school: School, section: "classes" | "people") => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const [inactive, setInactive] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<School | "new" | null>(null);
  const action = useRegistrationAction();
  const query = useSchools({
    ...(area.networkId ? { rede_id: area.networkId } : {}),
    ...(search ? { busca: search } : {}),
    inativas: inactive,
    pagina: page,
  });
  const label = {
    name: t("registrations.schools.name"),
    code: t("registrations.schools.code"),
    inep: t("registrations.schools.inep"),
    networks: t("registrations.schools.networks"),
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("registrations.schools.title")}</h2>
      {editing ? (
        <SchoolForm
          area={area}
          school={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) action.setOutcome({ kind: "success", message });
          }}
        />
      ) : (
        <button className="button button--primary" type="button" onClick={() => setEditing("new")}>
          {t("registrations.schools.new")}
        </button>
      )}
      <SearchBar
        label={t("registrations.schools.search")}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      >
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
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          data.escolas.length === 0 ? (
            <EmptyState>{t("registrations.schools.empty")}</EmptyState>
          ) : (
            <>
              <table className="table registrations__table">
                <caption>{t("registrations.schools.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{label.name}</th>
                    <th scope="col">{label.code}</th>
                    <th scope="col">{label.inep}</th>
                    <th scope="col">{label.networks}</th>
                    <th scope="col">{t("registrations.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.escolas.map((school) => (
                    <tr key={school.id}>
                      <th scope="row" data-label={label.name}>
                        {school.nome}
                      </th>
                      <td data-label={label.code}>{school.codigo ?? "—"}</td>
                      <td data-label={label.inep}>{school.inep ?? "—"}</td>
                      <td data-label={label.networks}>
                        {school.redes.map((rede) => rede.nome).join(", ") || "—"}
                      </td>
                      <td>
                        <div className="registrations__actions">
                          <button className="button" type="button" onClick={() => onOpen(school, "classes")}>
                            {t("registrations.schools.classes")}
                            <span className="visually-hidden"> {school.nome}</span>
                          </button>
                          <button className="button" type="button" onClick={() => onOpen(school, "people")}>
                            {t("registrations.schools.people")}
                            <span className="visually-hidden"> {school.nome}</span>
                          </button>
                          <button className="button" type="button" onClick={() => setEditing(school)}>
                            {t("registrations.edit")}
                            <span className="visually-hidden"> {school.nome}</span>
                          </button>
                          <button
                            className="button"
                            type="button"
                            disabled={action.pending}
                            onClick={() =>
                              action.run(() =>
                                setSchoolActive({ escola_id: school.id, ativo: !school.ativa }),
                              )
                            }
                          >
                            {t(school.ativa ? "registrations.deactivate" : "registrations.reactivate")}
                            <span className="visually-hidden"> {school.nome}</span>
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
  const id = useId();
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
  const action = useRegistrationAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      () =>
        saveSchool({
          ...(school ? { escola_id: school.id } : {}),
          nome: name,
          codigo: code,
          inep,
          whatsapp,
          redes: networks,
        }),
      (answer) => onDone(answer.mensagem),
    );
  }
  return (
    <form className="registrations__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(school ? "registrations.schools.edit" : "registrations.schools.new")}</h3>
      <TextInput
        label={t("registrations.schools.name")}
        value={name}
        onValueChange={setName}
        required
        maxLength={REGISTRATION_NAME_MAX_LENGTH}
      />
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
          {area.networks.map((network) => (
            <CheckField
              key={network.id}
              label={network.nome}
              checked={networks.includes(network.id)}
              onChange={(checked) =>
                setNetworks((current) =>
                  checked ? [...current, network.id] : current.filter((item) => item !== network.id),
                )
              }
            />
          ))}
        </fieldset>
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
