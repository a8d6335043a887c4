import { webPaths } from "@trilha/contracts/web-paths";
import { type FormEvent, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { PlainInput } from "../../components/ui/field.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { isSignedInUser, setSession } from "../../lib/session-store.ts";
import { useSession } from "../../lib/use-session.ts";
import { useVisitSearch, useVisitStart } from "./api/visiting.api.ts";
import { keepAdministratorAside } from "./visiting-store.ts";
import "./visiting.css";

/** Issue item 9: a platform administrator finds a user of this platform by login or name and views as them. */
export function VisitUserPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [text, setText] = useState("");
  const [empty, setEmpty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const search = useVisitSearch({
    onError: (error) => setFailure(errorMessage(error, () => t("api.generic"))),
  });
  const visit = useVisitStart({
    onSuccess: (response) => {
      if (session.status !== "signed-in" || !isSignedInUser(response.usuario)) return;
      keepAdministratorAside(session.user, location.pathname);
      setSession(response.usuario);
      navigate(webPaths.signedIn.build());
    },
    onError: (error) => setFailure(errorMessage(error, () => t("visiting.failed"))),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const busca = text.trim();
    setEmpty(busca === "");
    if (busca !== "") search.mutate({ busca });
  }

  const users = search.data?.usuarios;
  return (
    <section className="visit-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("visiting.title")}</h2>
      <p>{t("visiting.intro")}</p>
      <form className="visit-panel__form" noValidate onSubmit={submit}>
        <PlainInput
          label={t("visiting.searchLabel")}
          error={empty ? t("common.fieldRequired") : null}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={text}
          onValueChange={setText}
        />
        <SubmitButton busy={search.isPending}>{t("visiting.search")}</SubmitButton>
      </form>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      {users && users.length === 0 ? <p role="status">{t("visiting.noResults")}</p> : null}
      {users && users.length > 0 ? (
        <table className="table visit-panel__table">
          <caption>{t("visiting.resultsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("visiting.columnName")}</th>
              <th scope="col">{t("visiting.columnLogin")}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row" data-label={t("visiting.columnName")}>
                  {user.nome}
                </th>
                <td data-label={t("visiting.columnLogin")}>{user.usuario}</td>
                <td>
                  <button
                    className="button"
                    type="button"
                    aria-label={t("visiting.viewAsLabel", { name: user.nome })}
                    aria-disabled={visit.isPending || undefined}
                    onClick={() => {
                      if (!visit.isPending) visit.mutate({ usuario_id: user.id });
                    }}
                  >
                    {t("visiting.viewAs")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
