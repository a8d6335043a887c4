import type { IssueCategory } from "@trilha/contracts/issue-reports.calls";
import { DESCRIPTION_MAX_LENGTH } from "@trilha/contracts/limits";
import { issueReportProblems } from "@trilha/contracts/rules/issue-report";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { MessageDialog } from "../../components/ui/message-dialog.tsx";
import { ModalDialog, ModalFormActions } from "../../components/ui/modal-dialog.tsx";
import { ApiError, errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { getReportContext } from "../../lib/report-context.ts";
import { useSession } from "../../lib/use-session.ts";
import { useIssueCategories, useIssueReport } from "./api/issue-reports.api.ts";

interface ReportProblemDialogProps {
  /** The page capture as a data URL; null when it could not be taken (the report goes without an image). */
  screenshot: string | null;
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

type Outcome = { kind: "success" } | { kind: "error"; message: string };

/**
 * Spec §2 "Report-issue dialog", §4 "Issue report", §5, §8: the preview of the capture, a required category, a
 * description required for 'Outros.', then a success alert, or an error alert listing the server's message.
 */
export function ReportProblemDialog({ screenshot, onClose, returnFocus }: ReportProblemDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = useId();
  const categories = useIssueCategories();
  const report = useIssueReport();
  const [categoryId, setCategoryId] = useState("");
  const [description, setDescription] = useState("");
  // Being told of the resolution needs an e-mail on the account: the choice is offered only then.
  const hasEmail = session.status === "signed-in" && Boolean(session.user.email);
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState({ category: false, description: false });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const category: IssueCategory | undefined = categories.data?.categorias.find(
    (item) => String(item.id) === categoryId,
  );
  const descriptionRequired = category?.exige_descricao ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || session.status === "signed-out") return;
    const problems = issueReportProblems({
      categoria: categoryId === "" ? null : Number(categoryId),
      categoryTitle: category?.titulo,
      descricao: description,
      descriptionRequired: category?.exige_descricao,
    });
    if (problems.length > 0) {
      setErrors({
        category: problems.includes("categoryRequired"),
        description: problems.includes("descriptionRequired"),
      });
      (problems[0] === "categoryRequired" ? categoryRef : descriptionRef).current?.focus();
      return;
    }
    const extra = getReportContext();
    setSending(true);
    try {
      await report.mutateAsync({
        rota: extra.rota ?? `${window.location.pathname}${window.location.search}`,
        print: screenshot ?? "",
        descricao: description,
        categoria: Number(categoryId),
        ...(extra.pro_codigo ? { pro_codigo: extra.pro_codigo } : {}),
        ...(hasEmail && notify ? { avisar_resolucao: true } : {}),
      });
      setOutcome({ kind: "success" });
    } catch (error) {
      // Spec §8: the server's message when it answered with status erro and one, else the fixed sentence.
      const message =
        error instanceof ApiError && error.serverMessage !== null
          ? error.serverMessage
          : t("issueReports.failed");
      setOutcome({ kind: "error", message });
    } finally {
      setSending(false);
    }
  }

  if (outcome?.kind === "success") {
    return (
      <MessageDialog
        title={t("issueReports.successTitle")}
        message={t("issueReports.successMessage")}
        onClose={onClose}
      />
    );
  }

  const categoryError = `${id}-category-error`;
  const descriptionError = `${id}-description-error`;
  const descriptionHint = `${id}-description-hint`;
  return (
    <>
      <ModalDialog
        title={t("issueReports.title")}
        onClose={onClose}
        returnFocus={returnFocus}
        className="report-problem"
      >
        <form className="report-problem__form" noValidate onSubmit={submit}>
          <p className="muted">{t("issueReports.intro")}</p>
          {screenshot ? (
            <img className="report-problem__preview" src={screenshot} alt={t("issueReports.previewAlt")} />
          ) : (
            <p className="report-problem__note" role="status">
              {t("issueReports.screenshotFailed")}
            </p>
          )}
          {categories.isError ? (
            <ErrorAlert>
              {errorMessage(categories.error, () => t("issueReports.categoriesFailed"))}
            </ErrorAlert>
          ) : null}
          {categories.isPending && !categories.isError ? <Loading /> : null}
          <div className="field">
            <label htmlFor={`${id}-category`}>{t("issueReports.category")}</label>
            <select
              id={`${id}-category`}
              ref={categoryRef}
              value={categoryId}
              required
              aria-invalid={errors.category}
              aria-describedby={errors.category ? categoryError : undefined}
              data-autofocus
              onChange={(event) => {
                setCategoryId(event.target.value);
                // Spec §5: choosing a category clears the error flags.
                setErrors({ category: false, description: false });
              }}
            >
              <option value="">{t("issueReports.categoryPlaceholder")}</option>
              {categories.data?.categorias.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.titulo}
                </option>
              ))}
            </select>
            {errors.category ? (
              <p id={categoryError} className="report-problem__error">
                {t("issueReports.categoryRequired")}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor={`${id}-description`}>{t("issueReports.description")}</label>
            <textarea
              id={`${id}-description`}
              ref={descriptionRef}
              value={description}
              rows={4}
              maxLength={DESCRIPTION_MAX_LENGTH}
              aria-required={descriptionRequired}
              aria-invalid={errors.description}
              aria-describedby={
                [errors.description ? descriptionError : "", descriptionHint].join(" ").trim() || undefined
              }
              onChange={(event) => setDescription(event.target.value)}
            />
            <p id={descriptionHint} className="muted report-problem__hint">
              {t("issueReports.descriptionHint")}
            </p>
            {errors.description ? (
              <p id={descriptionError} className="report-problem__error">
                {t("issueReports.descriptionRequired")}
              </p>
            ) : null}
          </div>
          {hasEmail ? (
            <CheckboxField
              className="report-problem__notify"
              label={t("issueReports.notifyMe")}
              checked={notify}
              onChange={setNotify}
            />
          ) : null}
          <ModalFormActions
            submitLabel={sending ? t("issueReports.sending") : t("issueReports.submit")}
            onCancel={onClose}
            busy={sending || !categories.data}
          />
        </form>
      </ModalDialog>
      {outcome?.kind === "error" ? (
        <MessageDialog
          title={t("issueReports.errorTitle")}
          message={outcome.message}
          onClose={() => setOutcome(null)}
        />
      ) : null}
    </>
  );
}
