import type { SessionUser } from "@trilha/contracts/session-user";
import { useTranslation } from "../../lib/i18n.ts";

export function AccountDetails({ user }: { user: Pick<SessionUser, "nome" | "usuario" | "email"> }) {
  const { t } = useTranslation();
  return (
    <dl className="details">
      <div>
        <dt>{t("profile.name")}</dt>
        <dd>{user.nome}</dd>
      </div>
      <div>
        <dt>{t("profile.login")}</dt>
        <dd>{user.usuario}</dd>
      </div>
      <div>
        <dt>{t("profile.email")}</dt>
        <dd>{user.email ?? t("profile.notInformed")}</dd>
      </div>
    </dl>
  );
}
