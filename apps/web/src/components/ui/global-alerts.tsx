import { useEffect, useRef, useState } from "react";
import {
  ALERT_ERROR_EVENT,
  ALERT_SUCCESS_EVENT,
  alertFromEvent,
  type GlobalAlert,
  type GlobalAlertKind,
} from "../../lib/global-alert.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";

/** Downloaded with the first alert: a page that never raises one never needs the dialog's code. */
const MessageDialog = lazyPart(async () => (await import("./message-dialog.tsx")).MessageDialog);

/**
 * Spec §8, checklist G1: listens for `alert-sucesso` and `alert-erro` on window and shows each in a message
 * dialog, one at a time in arrival order. Mount it once, at the root of the app.
 */
export function GlobalAlerts() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<readonly (GlobalAlert & { id: number })[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const listen = (kind: GlobalAlertKind) => (event: Event) => {
      const alert = alertFromEvent(kind, (event as CustomEvent<unknown>).detail);
      if (!alert) return;
      nextId.current += 1;
      const queued = { ...alert, id: nextId.current };
      setQueue((current) => [...current, queued]);
    };
    const onSuccess = listen("success");
    const onError = listen("error");
    window.addEventListener(ALERT_SUCCESS_EVENT, onSuccess);
    window.addEventListener(ALERT_ERROR_EVENT, onError);
    return () => {
      window.removeEventListener(ALERT_SUCCESS_EVENT, onSuccess);
      window.removeEventListener(ALERT_ERROR_EVENT, onError);
    };
  }, []);

  const current = queue[0];
  if (!current) return null;
  const title =
    current.title ?? (current.kind === "success" ? t("alerts.successTitle") : t("alerts.errorTitle"));
  return (
    <MessageDialog
      // A key per alert: the next one in the queue opens as a new dialog, with focus moved into it again.
      key={current.id}
      title={title}
      message={current.message}
      buttonLabel={current.proceed ? t("common.proceed") : t("common.understood")}
      onClose={() => {
        setQueue((items) => items.slice(1));
        current.onClose?.();
      }}
    />
  );
}
