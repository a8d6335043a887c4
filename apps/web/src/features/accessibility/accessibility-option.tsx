import { DialogButton } from "../../components/ui/dialog-button.tsx";
import { ACCESSIBILITY_FIGURE, Icon } from "../../components/ui/icon.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";

/** Downloaded on the first opening: every page has the option, few people open it. */
const AccessibilityDialog = lazyPart(
  async () => (await import("./accessibility-dialog.tsx")).AccessibilityDialog,
);

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
