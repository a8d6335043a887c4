import { webPaths } from "@trilha/contracts/web-paths";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { getSessionToken, reloadSession } from "../../lib/session-store.ts";
import { otherTabDecision } from "./other-tab-decision.ts";
import "./account-menu.css";

/**
 * Spec §4/§8, checklist A8: watches the current-session key for changes made by other tabs. When another tab
 * signs in someone else (or signs out), this tab's user is no longer the browser's current one: an alert says
 * so, and its only button replaces the route with /login, where this tab takes up the browser's current state.
 */
export function OtherTabAlert() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      // Session code: this tab's own token, to tell whether another tab signed in or out under it.
      if (otherTabDecision(event, getSessionToken()) === "alert") setShown(true);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  if (!shown) return null;
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      className="other-tab-alert"
      initialFocus={buttonRef}
    >
      <h2 id={`${id}-title`}>{t("accountMenu.otherTab.title")}</h2>
      <p id={`${id}-message`}>{t("accountMenu.otherTab.message")}</p>
      <div className="other-tab-alert__actions">
        <button
          ref={buttonRef}
          type="button"
          className="button button--primary"
          onClick={() => {
            setShown(false);
            reloadSession();
            navigate(webPaths.login.build(), { replace: true });
          }}
        >
          {t("accountMenu.otherTab.loginAgain")}
        </button>
      </div>
    </ModalDialog>
  );
}
