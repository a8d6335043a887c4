import type { CallResponse } from "@trilha/contracts/call";
import { TERMS_ACCEPTANCES_PAGE_SIZE } from "@trilha/contracts/limits";
import type { termsVersions } from "@trilha/contracts/terms.calls";
import { useId, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Loading } from "../../components/ui/loading.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import { useTermsAcceptances } from "./api/terms.api.ts";
import { TermsText } from "./terms-text.tsx";

type Versions = CallResponse<typeof termsVersions>;

/** Every published version, newest first, how many of the platform accepted it, and who on request. */
export function TermsVersions({ data }: { data: Versions }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  if (data.versoes.length === 0) return <EmptyState>{t("terms.editor.empty")}</EmptyState>;
  const format = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" });
  return (
    <ul className="notice-list">
      {data.versoes.map((version) => {
        const text = version.textos.find((item) => item.idioma === lang) ?? version.textos[0];
        return (
          <li key={version.versao} className="notice-list__item">
            <h2 className="announcement-list__title">
              {t("terms.editor.version", { versao: version.versao })}
              {text ? ` · ${text.titulo}` : ""}
            </h2>
            <p className="muted">
              {t("terms.editor.publishedAt", { date: format.format(new Date(version.publicado_em)) })} ·{" "}
              {t("terms.editor.accepted", { count: version.aceites, people: data.pessoas })}
            </p>
            <details>
              <summary>{t("terms.editor.text")}</summary>
              {text ? <TermsText text={text.texto} /> : null}
            </details>
            <div className="notice-list__actions">
              <button
                type="button"
                className="button"
                aria-expanded={open === version.versao}
                onClick={() => setOpen(open === version.versao ? null : version.versao)}
              >
                {t("terms.editor.showAcceptances")}
              </button>
            </div>
            {open === version.versao ? <Acceptances versao={version.versao} format={format} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Acceptances({ versao, format }: { versao: number; format: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(1);
  const query = useTermsAcceptances(versao, page);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert>{errorMessage(query.error, () => t("api.generic"))}</ErrorAlert>;
  const { aceites, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / TERMS_ACCEPTANCES_PAGE_SIZE));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("terms.editor.acceptancesTitle", { versao })}</h3>
      {aceites.length === 0 ? (
        <p className="muted">{t("terms.editor.noAcceptances")}</p>
      ) : (
        <ul className="terms-acceptances">
          {aceites.map((acceptance) => (
            <li key={acceptance.usuario.id}>
              {acceptance.usuario.nome} ({acceptance.usuario.usuario}) ·{" "}
              <time dateTime={acceptance.aceito_em}>{format.format(new Date(acceptance.aceito_em))}</time>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="notice-list__actions">
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("terms.editor.previous")}
          </button>
          <span>{t("terms.editor.pageOf", { page, pages })}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("terms.editor.next")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
