import type { CallResponse } from "@trilha/contracts/call";
import type { deviceList } from "@trilha/contracts/devices.calls";
import { useEffect, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import type { Outcome } from "../../components/ui/form-outcome.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { clearSession } from "../../lib/session-store.ts";
import { useDeviceList, useDeviceRemoval } from "./api/devices.api.ts";
import "./devices.css";

type Device = CallResponse<typeof deviceList>["dispositivos"][number];

/**
 * Spec §3/§7/§8 connected devices: every session of the person, the current one marked and not removable,
 * each other one removable, or all others at once. Removing one ends that session on the server at once.
 */
export function ConnectedDevicesList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useDeviceList();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formatter = new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short" });
  const format = (iso: string) => formatter.format(new Date(iso));

  useEffect(() => {
    if (query.isError && isUnauthorized(query.error)) clearSession({ expired: true });
  }, [query.isError, query.error]);

  const removal = useDeviceRemoval({
    onSuccess: () => setOutcome({ kind: "success", message: t("devices.removed") }),
    onError: (error) => {
      // The client has ended the session; the sign-in page says why.
      if (isUnauthorized(error)) return;
      setOutcome({ kind: "error", message: errorMessage(error, () => t("devices.deleteFailed")) });
    },
  });

  function remove(handle: string, all: boolean) {
    if (removal.isPending) return;
    setOutcome(null);
    removal.mutate({ handle, all });
  }

  if (query.isError) {
    return isUnauthorized(query.error) ? null : (
      <ErrorAlert>{errorMessage(query.error, () => t("devices.listFailed"))}</ErrorAlert>
    );
  }
  if (query.data === undefined) return <Loading />;

  const devices: Device[] = query.data.dispositivos;
  const current = devices.find((device) => device.atual);
  const others = devices.filter((device) => !device.atual);

  return (
    <div className="devices">
      <p>{t("devices.intro")}</p>
      {/* Announced politely when it appears; errors interrupt. */}
      <div role="status" className="devices__status">
        {outcome?.kind === "success" ? <p className="devices__success">{outcome.message}</p> : null}
      </div>
      {outcome?.kind === "error" ? <ErrorAlert>{outcome.message}</ErrorAlert> : null}
      <ul className="link-list devices__list">
        {[...(current ? [current] : []), ...others].map((device) => {
          const lastAccess = format(device.ultimoAcesso);
          return (
            <li key={device.token_id.token} className="devices__item">
              <DeviceIcon type={device.tipo} />
              <div className="devices__text">
                <p className="devices__name">
                  {device.nome} {device.atual ? <span className="badge">{t("devices.current")}</span> : null}
                </p>
                <p className="devices__meta">
                  {t(device.tipo === "mobile" ? "devices.mobile" : "devices.desktop")} ·{" "}
                  {t("devices.lastAccess", { date: lastAccess })}
                </p>
              </div>
              {device.atual ? null : (
                <button
                  className="button devices__remove"
                  type="button"
                  aria-label={t("devices.removeLabel", { name: device.nome, date: lastAccess })}
                  aria-disabled={removal.isPending || undefined}
                  onClick={() => remove(device.token_id.token, false)}
                >
                  {t("devices.remove")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? <p className="muted">{t("devices.noOthers")}</p> : null}
      {current && others.length > 0 ? (
        <div className="devices__actions">
          <button
            className="button"
            type="button"
            aria-disabled={removal.isPending || undefined}
            onClick={() => remove(current.token_id.token, true)}
          >
            {t("devices.removeAll")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A monitor or a phone outline, drawn so no emoji font is needed. */
function DeviceIcon({ type }: { type: Device["tipo"] }) {
  return (
    <svg
      className="devices__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      {type === "mobile" ? (
        <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 2v16h8V4H8Zm3 13h2v2h-2v-2Z" />
      ) : (
        <path d="M3 4h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v2H7v-2h3v-2H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9h16V6H4Z" />
      )}
    </svg>
  );
}
