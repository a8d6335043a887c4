import { awaitsSchool } from "@trilha/contracts/rules/session-roles";
import { useCallback, useMemo } from "react";
import { useRefreshContents } from "../../features/contents/api/contents.api.ts";
import { ContentsList } from "../../features/contents/contents-list.tsx";
import { useDeliveryOutbox } from "../../features/lesson/use-delivery-outbox.ts";
import { JoinByCodeForm } from "../../features/registrations/join-code.tsx";
import { RoleHome } from "../../features/role-home/role-home.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useSession } from "../../lib/use-session.ts";
import { PagePanel } from "./page-panel.tsx";

/**
 * /logado, labelled Pedagógico (spec §2): every role's work first (`RoleHome`), the student's 'Conteúdos' among
 * them; for an account a social sign-up made, which has no school yet, the form that takes its school's or
 * class's code instead.
 */
export default function ContentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const refresh = useRefreshContents();
  // Deliveries made offline are sent from here too, and the list shows them once the server has them.
  const pending = useDeliveryOutbox(
    session.status === "signed-in" ? session.user.id : null,
    useCallback(() => refresh(), [refresh]),
  );
  const pendingAssignments = useMemo(() => new Set(pending.map((entry) => entry.atribuicao_id)), [pending]);
  if (session.status === "signed-in" && awaitsSchool(session.user)) {
    return (
      <PagePanel title={t("nav.pedagogical")}>
        <JoinByCodeForm />
      </PagePanel>
    );
  }
  const contents = (
    <section aria-labelledby="home-contents">
      <h2 id="home-contents">{t("contents.heading")}</h2>
      <ContentsList pendingAssignments={pendingAssignments} />
    </section>
  );
  return (
    <PagePanel title={t("nav.pedagogical")}>
      {session.status === "signed-in" ? <RoleHome user={session.user} contents={contents} /> : contents}
    </PagePanel>
  );
}
