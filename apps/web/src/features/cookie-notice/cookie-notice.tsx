import { webPaths } from "@trilha/contracts/web-paths";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";
import "./cookie-notice.css";

/** Spec §3/§9: the flag that remembers the notice was accepted, and the delay before it appears. */
export const READ_PRIVACY_KEY = "read-privacy";
export const COOKIE_NOTICE_DELAY_MS = 500;

/** The cookie and local-storage notice of the standard layout: shown 500 ms after load until 'Aceito'. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readStorage(READ_PRIVACY_KEY) !== null) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <section className="cookie-notice" aria-label={t("cookieNotice.label")}>
      <p>
        {t("cookieNotice.text")} <Link to={webPaths.privacy.build()}>{t("cookieNotice.privacyLink")}</Link>
      </p>
      <button
        className="button button--primary"
        type="button"
        onClick={() => {
          writeStorage(READ_PRIVACY_KEY, "1");
          setVisible(false);
        }}
      >
        {t("cookieNotice.accept")}
      </button>
    </section>
  );
}
