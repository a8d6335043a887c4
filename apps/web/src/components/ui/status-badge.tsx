import type { DeliveryStatus } from "@trilha/contracts/rules/delivery-status";
import { useTranslation } from "../../lib/i18n.ts";
import "./status-badge.css";

/** A student's status on a lesson (rules/delivery-status.ts) in words, with a colour that only repeats them. */
export function StatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${status}`}>{t(`learning.status.${status}`)}</span>;
}
