import { useEffect, useState } from "react";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { useSessionToken } from "../../lib/use-session.ts";
import { fetchReportPrint } from "./report-print.ts";

type Loaded = { kind: "loading" } | { kind: "ready"; url: string } | { kind: "failed" };

/** A report's screenshot as a thumbnail that opens the full capture in a dialog. */
export function ReportScreenshot({ reportId, name, date }: { reportId: number; name: string; date: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const token = useSessionToken();
  const [image, setImage] = useState<Loaded>({ kind: "loading" });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchReportPrint(reportId, { lang, token, signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setImage({ kind: "ready", url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setImage({ kind: "failed" });
        void error;
      },
    );
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [reportId, lang, token]);

  if (image.kind === "loading") return <span className="muted">{t("common.loading")}</span>;
  if (image.kind === "failed") return <span className="muted">{t("issueReports.screenshotLoadFailed")}</span>;
  const alt = t("issueReports.thumbnailAlt", { name, date });
  return (
    <>
      <button
        type="button"
        className="issue-reports__thumbnail-button"
        aria-label={t("issueReports.openScreenshot", { name })}
        onClick={() => setOpen(true)}
      >
        <img className="issue-reports__thumbnail" src={image.url} alt={alt} />
      </button>
      {open ? (
        <ModalDialog
          title={t("issueReports.screenshotTitle", { name })}
          className="modal--wide"
          onClose={() => setOpen(false)}
        >
          <img className="issue-reports__full" src={image.url} alt={alt} />
        </ModalDialog>
      ) : null}
    </>
  );
}
