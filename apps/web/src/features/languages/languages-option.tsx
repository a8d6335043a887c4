import { DialogButton } from "../../components/ui/dialog-button.tsx";
import { Icon } from "../../components/ui/icon.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";

/** Downloaded on the first opening, like the accessibility dialog. */
const LanguagesDialog = lazyPart(async () => (await import("./languages-dialog.tsx")).LanguagesDialog);

/** The floating options' entry that opens the languages dialog. */
export function LanguagesOption() {
  const { t } = useTranslation();
  return (
    <DialogButton
      icon={
        <Icon d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
      }
      label={t("languagesDialog.open")}
      dialog={(props) => <LanguagesDialog {...props} />}
    />
  );
}
