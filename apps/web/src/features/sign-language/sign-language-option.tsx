import { useEffect, useRef, useState } from "react";
import { Icon } from "../../components/ui/icon.tsx";
import { useTranslation } from "../../lib/i18n.ts";

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * Spec §2 "Sign-language widget", loaded only when asked for (spec §7). A failure is said once, quietly, in a
 * status line under the option; the option stays usable to try again.
 */
export function SignLanguageOption({ widgetUrl }: { widgetUrl: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>("idle");
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function open() {
    setStatus("loading");
    try {
      // The widget's loader is downloaded with the first click, as the widget itself is.
      const { openVLibras } = await import("./vlibras.ts");
      await openVLibras(widgetUrl);
      if (mounted.current) setStatus("ready");
    } catch {
      if (mounted.current) setStatus("failed");
    }
  }

  return (
    <>
      <button
        type="button"
        aria-disabled={status === "loading" ? "true" : undefined}
        onClick={status === "loading" ? undefined : open}
      >
        <Icon
          d="M9 2a1 1 0 0 1 1 1v7.2l.6-.6V4a1 1 0 1 1 2 0v5.6l.6.1V5a1 1 0 1 1 2 0v5l.6.2V7a1 1 0 1 1 2 0v7.5c0 4-2.7 7.5-6.6 7.5-2.3 0-3.8-1-5.2-2.9L3.4 15a1.2 1.2 0 0 1 1.9-1.5L8 16.3V3a1 1 0 0 1 1-1Z"
          filled
        />
        <span>{t("signLanguage.open")}</span>
      </button>
      <p role="status">
        {status === "loading" ? t("signLanguage.loading") : null}
        {status === "failed" ? t("signLanguage.failed") : null}
      </p>
    </>
  );
}
