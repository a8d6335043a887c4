import { DialogButton } from "../../components/ui/dialog-button.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { AccessibilityDialog } from "./accessibility-dialog.tsx";

/** The floating options' entry that opens the accessibility dialog. */
export function AccessibilityOption() {
  const { t } = useTranslation();
  return (
    <DialogButton
      icon={
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="4" r="2" fill="currentColor" />
          <path
            fill="currentColor"
            d="M4 7.5a1 1 0 0 1 1.2-.7c2.3.6 4.5.9 6.8.9s4.5-.3 6.8-.9a1 1 0 1 1 .5 1.9c-1.7.5-3.4.8-5.3.9V13l2 7.7a1 1 0 1 1-1.9.5L12.3 15h-.6L10 21.2a1 1 0 1 1-1.9-.5L10 13V9.6c-1.9-.1-3.6-.4-5.3-.9A1 1 0 0 1 4 7.5Z"
          />
        </svg>
      }
      label={t("accessibility.open")}
      dialog={(props) => <AccessibilityDialog {...props} />}
    />
  );
}
