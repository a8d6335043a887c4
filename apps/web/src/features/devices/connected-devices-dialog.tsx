import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { ConnectedDevicesList } from "./connected-devices-list.tsx";

/** Spec §2/R11: the connected-devices list as a modal. */
export function ConnectedDevicesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t("devices.title")} onClose={onClose} className="modal--wide">
      <ConnectedDevicesList />
    </ModalDialog>
  );
}
