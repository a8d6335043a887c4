import { webPaths } from "@trilha/contracts/web-paths";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { TruncatedText } from "../../components/ui/truncated-text.tsx";
import { UserAvatar } from "../../components/ui/user-avatar.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import {
  otherRememberedSessions,
  type RememberedSession,
  rememberCurrentSession,
  type SignedInUser,
  setSession,
} from "../../lib/session-store.ts";
import { useDelayPassed } from "../../lib/use-delay-passed.ts";
import { useRememberedSessions } from "../../lib/use-remembered-sessions.ts";
import { AccountChoiceList } from "./account-choice-list.tsx";
import { continueAsRemembered, endIfNotRemembered, switchFailureMessage } from "./account-switch.ts";
import { firstName, NARROW_SCREEN_QUERY, shouldCloseAccountMenu } from "./menu-rules.ts";
import "./account-menu.css";

/** Spec §9 (A9): the other remembered sessions are listed 500 ms after the menu loads, off the page's first paint. */
export const SESSION_LIST_DELAY_MS = 500;

interface AccountMenuProps {
  user: SignedInUser;
  /** After switching accounts: a full load of the signed-in home, so nothing of the previous user stays. */
  onSwitched?: () => void;
}

function reloadSignedInHome() {
  window.location.assign(webPaths.signedIn.build());
}

/** Closes the menu when the screen becomes narrower than the breakpoint (spec §4, §9). */
function useCloseWhenNarrow(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(NARROW_SCREEN_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (shouldCloseAccountMenu({ type: "viewport", narrow: event.matches })) close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, close]);
}

/**
 * Spec §2 "Account menu" (checklist A1/A2): a header button with the user's photo and first name opens a modal
 * with the photo, names and login, 'Minha conta', 'Sair' (not for visiting users), the other remembered accounts
 * to switch to, and 'Acessar outra conta'.
 */
export function AccountMenu({ user, onSwitched = reloadSignedInHome }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const remembered = useRememberedSessions();
  const sessionListDue = useDelayPassed(SESSION_LIST_DELAY_MS);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [close] = useState(() => () => {
    setOpen(false);
    setError(null);
  });
  const others = sessionListDue ? otherRememberedSessions(remembered, user.id) : [];
  const name = firstName(user.nome);

  useCloseWhenNarrow(open, close);
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (open && openedAt.current !== pathname && shouldCloseAccountMenu({ type: "navigate" })) close();
    openedAt.current = pathname;
  }, [open, pathname, close]);

  async function switchTo(account: RememberedSession) {
    setPendingId(account.id);
    setError(null);
    try {
      const next = await continueAsRemembered(account);
      const previous = user.token;
      setSession(next, { remember: true });
      endIfNotRemembered(previous);
      onSwitched();
    } catch (failure) {
      setError(switchFailureMessage(failure, (key) => t(key as "api.generic")));
    } finally {
      setPendingId(null);
    }
  }

  function signInToAnother() {
    rememberCurrentSession();
    close();
    navigate(webPaths.login.build());
  }

  const dialogId = `${id}-menu`;
  return (
    <div className="account-menu">
      <button
        ref={triggerRef}
        type="button"
        className="account-menu__trigger"
        // Starts with the visible first name, so voice control users can say what they see.
        aria-label={`${name}, ${t("accountMenu.label")}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <UserAvatar foto={user.foto} size={36} />
        <span className="account-menu__trigger-name">{name}</span>
      </button>
      {open ? (
        <ModalDialog
          id={dialogId}
          label={t("accountMenu.title")}
          className="account-menu__panel"
          onClose={close}
          closeOnBackdrop
          returnFocus={triggerRef}
        >
          <div className="account-menu__who">
            <UserAvatar foto={user.foto} size={72} />
            <div>
              <p className="account-menu__first-name">
                <TruncatedText text={name} />
              </p>
              <p className="account-menu__full-name">
                <TruncatedText text={user.nome} />
              </p>
              <p className="account-menu__login">
                <TruncatedText text={user.usuario} />
              </p>
            </div>
          </div>
          <ul className="account-menu__links">
            <li>
              <Link to={webPaths.account.build()} onClick={close}>
                {t("nav.account")}
              </Link>
            </li>
            {/* Spec §6: visiting users have no logout. */}
            {user.visitante ? null : (
              <li>
                <Link to={webPaths.logout.build()} onClick={close}>
                  {t("nav.logout")}
                </Link>
              </li>
            )}
          </ul>
          {others.length > 0 ? (
            <section className="account-menu__others" aria-labelledby={`${id}-others`}>
              <h2 id={`${id}-others`} className="account-menu__heading">
                {t("accountMenu.otherAccounts")}
              </h2>
              <AccountChoiceList
                accounts={others}
                actionLabel={t("accountMenu.continueAs")}
                onChoose={switchTo}
                pendingId={pendingId}
              />
            </section>
          ) : null}
          <p className="account-menu__status" role="status">
            {pendingId !== null ? t("accountMenu.switching") : null}
          </p>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <button type="button" className="button button--block" onClick={signInToAnother}>
            {t("accountMenu.anotherAccount")}
          </button>
          <button type="button" className="account-menu__close" onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("accountMenu.close")}</span>
          </button>
        </ModalDialog>
      ) : null}
    </div>
  );
}
