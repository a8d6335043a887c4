import type { TenantRecord } from "@trilha/contracts/tenant";
import { useId, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { TenantForm } from "./tenant-form.tsx";

/** 'Nova plataforma' on the main tenant's administration: the button opens the form below it. */
export function NewPlatform({
  shares,
  onCreated,
}: {
  shares: readonly string[];
  onCreated: (record: TenantRecord, message: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="new-platform">
      <button
        className="button button--primary"
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        {t("tenants.newPlatform")}
      </button>
      <div id={`${id}-form`} hidden={!open} className="new-platform__form">
        {open ? <TenantForm shares={shares} mayChangeShare mayApproveHosts onSaved={onCreated} /> : null}
      </div>
    </div>
  );
}
