import { useTranslation } from "react-i18next";
import { NativeDialog } from "../../components/ui/native-dialog.tsx";
import { ConnectedDevicesList } from "./connected-devices-list.tsx";

/** Spec §2/R11: the connected-devices list as a modal. */
export function ConnectedDevicesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <NativeDialog title={t("devices.title")} onClose={onClose} size="medium">
      <ConnectedDevicesList />
    </NativeDialog>
  );
}
