import { webPaths } from "@trilha/contracts/web-paths";
import { useId, useRef } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { reloadSession } from "../../lib/session-store.ts";
import "./account-menu.css";

/** The other-tab alert itself (other-tab-alert.tsx): its one button takes this tab to /login. */
export function OtherTabDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
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
            onDone();
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
