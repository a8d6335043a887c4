import { ROSTER_MAX_BYTES, type RosterImport as RosterImportState } from "@trilha/contracts/roster.calls";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { saveFile } from "../../lib/save-file.ts";
import {
  downloadRosterExport,
  downloadRosterProblems,
  downloadRosterTemplate,
  useRosterAnalyze,
  useRosterConfirm,
  useRosterImportState,
} from "./api/roster.api.ts";
import {
  asksToConfirmDeactivations,
  changesNothing,
  RosterCounts,
  RosterProblems,
} from "./roster-report.tsx";
import "./roster.css";

/** The name each format is shown by, never its code ('oneroster-1.2'). */
const FORMAT_KEY = {
  "oneroster-1.2": "oneroster12",
  "oneroster-1.1": "oneroster11",
  modelo: "modelo",
} as const;

/** A file's bytes as base64, in slices small enough for `String.fromCharCode`. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/**
 * 'Importar': the files are sent for a dry run, whose report lists what would change and every row's error;
 * with no error the person confirms, follows the progress bar, and reads what the import did. The same panel
 * serves a platform administrator (no network: the whole scope) and a network manager (their network);
 * `registrationsPath` is where they print the classes' password sheets.
 */
export function RosterImport({
  networkId,
  registrationsPath,
}: {
  networkId?: number;
  registrationsPath: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const analyze = useRosterAnalyze();
  const confirm = useRosterConfirm();
  const [analysis, setAnalysis] = useState<RosterImportState | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [deactivationsConfirmed, setDeactivationsConfirmed] = useState(false);
  const [askTick, setAskTick] = useState(false);
  const { outcome, setOutcome, failed } = useOutcome();
  const state = useRosterImportState(confirmed && analysis ? analysis.id : null);
  const current = (confirmed ? state.data?.importacao : undefined) ?? analysis;

  async function send(event: FormEvent) {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    setOutcome(null);
    setAnalysis(null);
    setConfirmed(false);
    setDeactivationsConfirmed(false);
    setAskTick(false);
    if (files.length === 0) {
      setOutcome({ kind: "error", message: t("roster.chooseFiles") });
      return;
    }
    try {
      const arquivos = await Promise.all(
        files.map(async (file) => ({ nome: file.name, conteudo: await base64Of(file) })),
      );
      const answer = await analyze.mutateAsync({ arquivos, ...(networkId ? { rede_id: networkId } : {}) });
      setAnalysis(answer.importacao);
    } catch (error) {
      failed(error);
    }
  }

  async function start() {
    if (!analysis) return;
    setOutcome(null);
    try {
      await confirm.mutateAsync({
        importacao_id: analysis.id,
        ...(deactivationsConfirmed ? { desativacao_confirmada: true } : {}),
      });
      setConfirmed(true);
    } catch (error) {
      failed(error);
    }
  }

  function reset() {
    setAnalysis(null);
    setConfirmed(false);
    setOutcome(null);
    if (input.current) input.current.value = "";
    input.current?.focus();
  }

  async function download(file: Promise<{ blob: Blob; fileName: string | null }>, fallback: string) {
    setOutcome(null);
    try {
      const { blob, fileName } = await file;
      saveFile(blob, fileName ?? fallback);
    } catch (error) {
      failed(error);
    }
  }

  const running = current?.situacao === "importando";
  const maxMb = ROSTER_MAX_BYTES / 1024 / 1024;
  const problems = (id: number) => () => void download(downloadRosterProblems(id), "problemas.csv");
  return (
    <div className="roster">
      <p>{t("roster.intro")}</p>
      <ul className="roster__reads">
        <li>{t("roster.readsFiles")}</li>
        <li>{t("roster.readsRoles")}</li>
        <li>{t("roster.readsStatus")}</li>
        <li>{t("roster.readsSize", { max: maxMb })}</li>
      </ul>
      <form className="roster__form" onSubmit={(event) => void send(event)}>
        <div className="field">
          <label htmlFor={inputId}>{t("roster.files")}</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept=".zip,.csv,.xlsx,application/zip,text/csv"
            disabled={running}
          />
        </div>
        <SubmitButton busy={analyze.isPending || running}>{t("roster.analyze")}</SubmitButton>
      </form>
      <FormOutcome outcome={outcome} progress={analyze.isPending ? t("roster.analyzing") : null} />

      {current ? (
        <section className="roster__report" aria-labelledby={`${inputId}-report`}>
          <h2 id={`${inputId}-report`}>{t("roster.report")}</h2>
          {current.formato ? (
            <p className="muted">
              {t("roster.format", { formato: t(`roster.formats.${FORMAT_KEY[current.formato]}`) })}
            </p>
          ) : null}
          <RosterCounts analysis={current} />
          {current.total_erros > 0 ? (
            <RosterProblems analysis={current} kind="errors" onDownload={problems(current.id)} />
          ) : current.situacao === "analisada" ? (
            <>
              <p>{changesNothing(current) ? t("roster.nothing") : t("roster.noErrors")}</p>
              {changesNothing(current) ? null : (
                <>
                  {asksToConfirmDeactivations(current) ? (
                    <CheckboxField
                      className="roster__check"
                      label={t("roster.confirmDeactivationsLabel", {
                        total: current.contagens.pessoas.desativar,
                      })}
                      checked={deactivationsConfirmed}
                      onChange={(checked) => {
                        setDeactivationsConfirmed(checked);
                        setAskTick(false);
                      }}
                    />
                  ) : null}
                  {/* Said beside the box it asks for, where a phone's screen is. */}
                  {askTick ? (
                    <p className="alert alert--error" role="alert">
                      {t("roster.confirmDeactivationsFirst")}
                    </p>
                  ) : null}
                  <button
                    className="button button--primary"
                    type="button"
                    aria-disabled={confirm.isPending || undefined}
                    onClick={() => {
                      if (asksToConfirmDeactivations(current) && !deactivationsConfirmed) setAskTick(true);
                      else void start();
                    }}
                  >
                    {t("roster.confirm")}
                  </button>
                </>
              )}
            </>
          ) : null}
          {current.total_avisos > 0 && current.total_erros === 0 ? (
            <RosterProblems analysis={current} kind="warnings" onDownload={problems(current.id)} />
          ) : null}
          {running ? (
            <div className="roster__progress">
              <label htmlFor={`${inputId}-progress`}>{t("roster.progress")}</label>
              <progress id={`${inputId}-progress`} max={100} value={current.progresso}>
                {current.progresso}%
              </progress>
            </div>
          ) : null}
          <div role="status">
            {running ? <p>{t("roster.importing")}</p> : null}
            {current.situacao === "concluida" ? <p className="roster__done">{t("roster.done")}</p> : null}
          </div>
          {current.situacao === "concluida" && current.contagens.pessoas.criar > 0 ? (
            <div className="roster__sign-in">
              <h3>{t("roster.signInTitle")}</h3>
              <p>{t("roster.signInText")}</p>
              <p>
                <Link to={registrationsPath}>{t("roster.signInLink")}</Link>
              </p>
            </div>
          ) : null}
          {current.situacao === "falhou" ? (
            <p className="alert alert--error" role="alert">
              {t("roster.failed")}
            </p>
          ) : null}
          {!running ? (
            <button className="button" type="button" onClick={reset}>
              {t("roster.again")}
            </button>
          ) : null}
        </section>
      ) : null}

      <section className="roster__files" aria-labelledby={`${inputId}-template`}>
        <h2 id={`${inputId}-template`}>{t("roster.template")}</h2>
        <div className="roster__actions">
          {(
            [
              ["roster.templateCsv", () => downloadRosterTemplate("csv"), "modelo.csv"],
              ["roster.templateXlsx", () => downloadRosterTemplate("xlsx"), "modelo.xlsx"],
              ["roster.export", () => downloadRosterExport(networkId), "oneroster.zip"],
            ] as const
          ).map(([label, file, name]) => (
            <button key={label} className="button" type="button" onClick={() => void download(file(), name)}>
              {t(label)}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
