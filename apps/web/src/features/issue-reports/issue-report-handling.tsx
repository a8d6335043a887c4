import type { IssueReportStatus, IssueReportSummary } from "@trilha/contracts/issue-reports.calls";
import { ISSUE_REPORT_NOTE_MAX_LENGTH } from "@trilha/contracts/limits";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { PlainTextArea } from "../../components/ui/field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import {
  useIssueReportAddNote,
  useIssueReportAssignees,
  useIssueReportNotes,
  useIssueReportUpdate,
} from "./api/issue-reports.api.ts";
import { statusOptions } from "./status-options.ts";

/** 'Tratar relato': opens the dialog where an administrator moves one report along and writes notes on it. */
export function HandleReportButton({ report, date }: { report: IssueReportSummary; date: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-label={`${t("issueReports.manage")}: ${report.usuario.nome}, ${date}`}
        onClick={() => setOpen(true)}
      >
        {t("issueReports.manage")}
      </button>
      {open ? (
        <HandleReportDialog
          report={report}
          date={date}
          returnFocus={buttonRef}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

interface HandleReportDialogProps {
  report: IssueReportSummary;
  date: string;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}

function HandleReportDialog({ report, date, returnFocus, onClose }: HandleReportDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t("issueReports.manageTitle", { name: report.usuario.nome, date })}
      onClose={onClose}
      returnFocus={returnFocus}
      className="issue-report-handling"
    >
      <p className="issue-report-handling__summary">
        <code>{report.rota}</code> · {report.categoria.titulo}
        {report.descricao ? (
          <>
            <br />
            {report.descricao}
          </>
        ) : null}
      </p>
      <ReportStateForm report={report} />
      <ReportNotes reportId={report.id} />
    </ModalDialog>
  );
}

/** Status and assignee, saved together; the outcome is said next to 'Salvar'. */
function ReportStateForm({ report }: { report: IssueReportSummary }) {
  const { t } = useTranslation();
  const assignees = useIssueReportAssignees();
  const update = useIssueReportUpdate();
  const [status, setStatus] = useState<IssueReportStatus>(report.situacao);
  const [assignee, setAssignee] = useState(report.atribuido_a ? String(report.atribuido_a.id) : "");
  const { outcome, setOutcome, failed } = useOutcome();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update.isPending) return;
    setOutcome(null);
    update.mutate(
      { id: report.id, situacao: status, atribuido_a: assignee === "" ? null : Number(assignee) },
      {
        onSuccess: (answer) =>
          setOutcome({ kind: "success", message: answer.mensagem ?? t("issueReports.updated") }),
        onError: (error) => failed(error),
      },
    );
  }

  return (
    <form className="issue-report-handling__state" onSubmit={submit}>
      <SelectField
        label={t("issueReports.status")}
        value={status}
        data-autofocus
        onValueChange={setStatus}
        options={statusOptions(t)}
      />
      <SelectField
        label={t("issueReports.assignee")}
        value={assignee}
        onValueChange={setAssignee}
        emptyLabel={t("issueReports.nobody")}
        options={(assignees.data?.administradores ?? []).map((admin) => ({
          value: String(admin.id),
          label: `${admin.nome} (${admin.usuario})`,
        }))}
      />
      {report.avisar_resolucao ? <p className="muted">{t("issueReports.senderWillBeTold")}</p> : null}
      <div className="issue-report-handling__actions">
        <button className="button button--primary" type="submit" aria-disabled={update.isPending}>
          {update.isPending ? t("issueReports.saving") : t("issueReports.save")}
        </button>
        <FormOutcome outcome={outcome} statusClassName="issue-report-handling__status" />
      </div>
    </form>
  );
}

/** The administrators' notes, oldest first, and a field to add one. */
function ReportNotes({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const notes = useIssueReportNotes(reportId);
  const add = useIssueReportAddNote();
  const [text, setText] = useState("");
  const { outcome, setOutcome, failed } = useOutcome();
  const formatter = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending || text.trim() === "") return;
    setOutcome(null);
    add.mutate(
      { id: reportId, texto: text },
      {
        onSuccess: (answer) => {
          setText("");
          setOutcome({ kind: "success", message: answer.mensagem ?? t("issueReports.noteAdded") });
        },
        onError: (error) => failed(error),
      },
    );
  }

  return (
    <section className="issue-report-handling__notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("issueReports.notes")}</h3>
      {notes.isPending ? <Loading /> : null}
      {notes.isError ? (
        <ErrorAlert>{errorMessage(notes.error, () => t("issueReports.notesFailed"))}</ErrorAlert>
      ) : null}
      {notes.data && notes.data.notas.length === 0 ? (
        <p className="muted">{t("issueReports.noNotes")}</p>
      ) : null}
      {notes.data && notes.data.notas.length > 0 ? (
        <ol className="issue-report-handling__note-list">
          {notes.data.notas.map((note) => (
            <li key={note.id}>
              <p className="muted">
                {t("issueReports.noteBy", {
                  nome: note.autor.nome,
                  date: formatter.format(new Date(note.criado_em)),
                })}
              </p>
              <p>{note.texto}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={submit}>
        <PlainTextArea
          label={t("issueReports.newNote")}
          rows={3}
          value={text}
          maxLength={ISSUE_REPORT_NOTE_MAX_LENGTH}
          onValueChange={setText}
        />
        <div className="issue-report-handling__actions">
          <button className="button" type="submit" aria-disabled={add.isPending || text.trim() === ""}>
            {t("issueReports.addNote")}
          </button>
          <FormOutcome outcome={outcome} statusClassName="issue-report-handling__status" />
        </div>
      </form>
    </section>
  );
}
