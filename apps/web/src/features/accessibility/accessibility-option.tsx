import { DialogButton } from "../../components/ui/dialog-button.tsx";
import { ACCESSIBILITY_FIGURE, Icon } from "../../components/ui/icon.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { AccessibilityDialog } from "./accessibility-dialog.tsx";

/** The floating options' entry that opens the accessibility dialog. */
export function AccessibilityOption() {
  const { t } = useTranslation();
  return (
    <DialogButton
      icon={<Icon d={ACCESSIBILITY_FIGURE} filled />}
      label={t("accessibility.open")}
      dialog={(props) => <AccessibilityDialog {...props} />}
    />
  );
}
