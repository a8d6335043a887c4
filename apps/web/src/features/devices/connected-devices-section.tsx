import { useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { ConnectedDevicesList } from "./connected-devices-list.tsx";

/** The connected devices as a section of My account. */
export function ConnectedDevicesSection() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("devices.title")}</h2>
      <ConnectedDevicesList />
    </section>
  );
}
