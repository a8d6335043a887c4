import { type ManagedNetwork, REGISTRATION_CODE_MAX_LENGTH } from "@trilha/contracts/registrations.calls";
import { useState } from "react";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { saveNetwork, setNetworkManager, useNetworks } from "./api/registrations.api.ts";
import { LoginInput, NameInput, SearchBar } from "./registration-controls.tsx";
import {
  closing,
  EditRowButton,
  LinkedPeople,
  ListSection,
  RegistrationForm,
  RegistrationList,
  useListSection,
} from "./registration-list.tsx";

/** The platform administrators' networks: code, name, how many schools, and their managers. */
export function NetworkSection() {
  const { t } = useTranslation();
  const section = useListSection<ManagedNetwork>();
  const { list, action } = section;
  const query = useNetworks({ ...(list.search ? { busca: list.search } : {}), pagina: list.page }, true);
  return (
    <ListSection
      title={t("registrations.networks.title")}
      newLabel={t("registrations.networks.new")}
      section={section}
      form={(network, done) => <NetworkForm network={network} onDone={done} />}
      search={<SearchBar label={t("registrations.networks.search")} onSearch={list.onSearch} />}
    >
      <RegistrationList
        query={query}
        rows={(data) => data.redes}
        empty={t("registrations.networks.empty")}
        caption={t("registrations.networks.caption")}
        columns={[
          { label: t("registrations.networks.name"), cell: (network) => network.nome },
          { label: t("registrations.networks.code"), cell: (network) => network.codigo },
          { label: t("registrations.networks.schools"), cell: (network) => network.escolas },
          {
            label: t("registrations.networks.managers"),
            cell: (network) =>
              network.gestores.length === 0 ? (
                "—"
              ) : (
                <LinkedPeople
                  people={network.gestores}
                  unlinkLabel={t("registrations.networks.removeManager")}
                  pending={action.pending}
                  onUnlink={(manager) =>
                    action.run(() =>
                      setNetworkManager({ rede_id: network.id, usuario: manager.usuario, gestor: false }),
                    )
                  }
                />
              ),
          },
        ]}
        actions={(network) => <EditRowButton name={network.nome} row={network} editing={section.editing} />}
        list={list}
      />
    </ListSection>
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
  const [code, setCode] = useState(network?.codigo ?? "");
  const [name, setName] = useState(network?.nome ?? "");
  const [manager, setManager] = useState("");
  return (
    <RegistrationForm
      title={t(network ? "registrations.networks.edit" : "registrations.networks.new")}
      {...closing(onDone)}
      save={async () => {
        const saved = await saveNetwork({
          ...(network ? { rede_id: network.id } : {}),
          codigo: code,
          nome: name,
        });
        if (!manager) return saved;
        return setNetworkManager({ rede_id: saved.rede.id, usuario: manager, gestor: true });
      }}
    >
      <TextInput
        label={t("registrations.networks.code")}
        value={code}
        onValueChange={setCode}
        required
        maxLength={REGISTRATION_CODE_MAX_LENGTH}
      />
      <NameInput label={t("registrations.networks.name")} value={name} onValueChange={setName} />
      <LoginInput
        label={t("registrations.networks.addManager")}
        hint={t("registrations.networks.addManagerHint")}
        value={manager}
        onValueChange={setManager}
      />
    </RegistrationForm>
  );
}
