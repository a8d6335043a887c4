import { webPaths } from "@trilha/contracts/web-paths";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { clearSession, setSession } from "../../lib/session-store.ts";
import { useSession } from "../../lib/use-session.ts";
import { useForgetVisitedCalls, useVisitEnd } from "./api/visiting.api.ts";
import { clearAdministratorAside, readAdministratorAside } from "./visiting-store.ts";
import "./visiting.css";

/** Spec §2/§6: 'Visualizando como usuário {name}' with 'Sair', on every layout while visiting. */
export function VisitingBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const end = useVisitEnd();
  const navigate = useNavigate();
  const forgetVisitedCalls = useForgetVisitedCalls();
  const [pending, setPending] = useState(false);
  if (session.status !== "signed-in" || !session.user.visitante) return null;
  const { user } = session;

  async function leave() {
    if (pending) return;
    setPending(true);
    try {
      await end.mutateAsync(undefined);
    } catch {
      // The visiting session ends here whatever the server said (it may have expired already).
    }
    const administrator = readAdministratorAside();
    clearAdministratorAside();
    forgetVisitedCalls();
    if (administrator) {
      setSession(administrator.administrador);
      navigate(administrator.retorno, { replace: true });
    } else {
      clearSession();
      navigate(webPaths.login.build(), { replace: true });
    }
  }

  return (
    <section className="visiting-banner" aria-label={t("visiting.banner", { name: user.nome })}>
      <p className="visiting-banner__text">{t("visiting.banner", { name: user.nome })}</p>
      <button
        className="button visiting-banner__leave"
        type="button"
        aria-label={t("visiting.leaveLabel", { name: user.nome })}
        aria-disabled={pending || undefined}
        onClick={leave}
      >
        {t("visiting.leave")}
      </button>
    </section>
  );
}
