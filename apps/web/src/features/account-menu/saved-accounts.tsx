import { useId, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import type { RememberedSession, SignedInUser } from "../../lib/session-store.ts";
import { useRememberedSessions } from "../../lib/use-remembered-sessions.ts";
import { AccountChoiceList } from "./account-choice-list.tsx";
import { continueAsRemembered, switchFailureMessage } from "./account-switch.ts";
import "./account-menu.css";

interface SavedAccountsProps {
  /** Called with the session the token login returned; the sign-in page finishes as for any other login. */
  onContinue: (user: SignedInUser) => void;
}

/**
 * Spec §2 (checklist L1, L9): on the sign-in page, a 'saved accounts' button when accounts are remembered in
 * this browser; it lists them to continue as one through a token login. A refused token says why (the server's
 * message, else "this session has expired") and the account leaves the list.
 */
export function SavedAccounts({ onContinue }: SavedAccountsProps) {
  const { t } = useTranslation();
  const id = useId();
  const remembered = useRememberedSessions();
  const [expanded, setExpanded] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(account: RememberedSession) {
    setPendingId(account.id);
    setError(null);
    try {
      onContinue(await continueAsRemembered(account));
    } catch (failure) {
      setError(switchFailureMessage(failure, (key) => t(key as "api.generic")));
    } finally {
      setPendingId(null);
    }
  }

  const listId = `${id}-list`;
  return (
    <div className="saved-accounts">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      {remembered.length > 0 ? (
        <>
          <button
            type="button"
            className="button button--block"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((current) => !current)}
          >
            {t("login.savedAccounts")}
          </button>
          <div id={listId} hidden={!expanded} className="saved-accounts__panel">
            <p className="muted">{t("login.savedAccountsHint")}</p>
            <AccountChoiceList
              accounts={remembered}
              actionLabel={t("login.continueAs")}
              onChoose={choose}
              pendingId={pendingId}
            />
            <p className="saved-accounts__status" role="status">
              {pendingId !== null ? t("login.switching") : null}
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}
