import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import {
  type ManagedNetwork,
  REGISTRATION_CODE_MAX_LENGTH,
  REGISTRATION_NAME_MAX_LENGTH,
  REGISTRATIONS_PAGE_SIZE,
} from "@trilha/contracts/registrations.calls";
import { type FormEvent, useId, useState } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormOutcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { saveNetwork, setNetworkManager, useNetworks } from "./api/registrations.api.ts";
import { Pager, SearchBar, useRegistrationAction } from "./registration-controls.tsx";

/** The platform administrators' networks: code, name, how many schools, and their managers. */
export function NetworkSection() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManagedNetwork | "new" | null>(null);
  const action = useRegistrationAction();
  const query = useNetworks({ ...(search ? { busca: search } : {}), pagina: page }, true);
  const label = {
    name: t("registrations.networks.name"),
    code: t("registrations.networks.code"),
    schools: t("registrations.networks.schools"),
    managers: t("registrations.networks.managers"),
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("registrations.networks.title")}</h2>
      {editing ? (
        <NetworkForm
          network={editing === "new" ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) action.setOutcome({ kind: "success", message });
          }}
        />
      ) : (
        <button className="button button--primary" type="button" onClick={() => setEditing("new")}>
          {t("registrations.networks.new")}
        </button>
      )}
      <SearchBar
        label={t("registrations.networks.search")}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <FormOutcome outcome={action.outcome} />
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          data.redes.length === 0 ? (
            <EmptyState>{t("registrations.networks.empty")}</EmptyState>
          ) : (
            <>
              <table className="table registrations__table">
                <caption>{t("registrations.networks.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{label.name}</th>
                    <th scope="col">{label.code}</th>
                    <th scope="col">{label.schools}</th>
                    <th scope="col">{label.managers}</th>
                    <th scope="col">{t("registrations.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.redes.map((network) => (
                    <tr key={network.id}>
                      <th scope="row" data-label={label.name}>
                        {network.nome}
                      </th>
                      <td data-label={label.code}>{network.codigo}</td>
                      <td data-label={label.schools}>{network.escolas}</td>
                      <td data-label={label.managers}>
                        {network.gestores.length === 0 ? (
                          "—"
                        ) : (
                          <ul className="registrations__list">
                            {network.gestores.map((manager) => (
                              <li key={manager.id}>
                                <span>
                                  {manager.nome} ({manager.usuario})
                                </span>
                                <button
                                  className="button"
                                  type="button"
                                  disabled={action.pending}
                                  onClick={() =>
                                    action.run(() =>
                                      setNetworkManager({
                                        rede_id: network.id,
                                        usuario: manager.usuario,
                                        gestor: false,
                                      }),
                                    )
                                  }
                                >
                                  {t("registrations.networks.removeManager")}
                                  <span className="visually-hidden"> {manager.nome}</span>
                                </button>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td>
                        <button className="button" type="button" onClick={() => setEditing(network)}>
                          {t("registrations.edit")}
                          <span className="visually-hidden"> {network.nome}</span>
                        </button>
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

function NetworkForm({
  network,
  onDone,
}: {
  network: ManagedNetwork | null;
  onDone: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState(network?.codigo ?? "");
  const [name, setName] = useState(network?.nome ?? "");
  const [manager, setManager] = useState("");
  const action = useRegistrationAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      async () => {
        const saved = await saveNetwork({
          ...(network ? { rede_id: network.id } : {}),
          codigo: code,
          nome: name,
        });
        if (!manager) return saved;
        return setNetworkManager({ rede_id: saved.rede.id, usuario: manager, gestor: true });
      },
      (answer) => onDone(answer.mensagem),
    );
  }
  return (
    <form className="registrations__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(network ? "registrations.networks.edit" : "registrations.networks.new")}</h3>
      <TextInput
        label={t("registrations.networks.code")}
        value={code}
        onValueChange={setCode}
        required
        maxLength={REGISTRATION_CODE_MAX_LENGTH}
      />
      <TextInput
        label={t("registrations.networks.name")}
        value={name}
        onValueChange={setName}
        required
        maxLength={REGISTRATION_NAME_MAX_LENGTH}
      />
      <TextInput
        label={t("registrations.networks.addManager")}
        hint={t("registrations.networks.addManagerHint")}
        value={manager}
        onValueChange={setManager}
        loginStyle
        maxLength={LOGIN_MAX_LENGTH}
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
