import type { CallResponse } from "@trilha/contracts/call";
import type { classPasswordSheet } from "@trilha/contracts/registrations.calls";
import { useEffect, useId, useRef } from "react";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import "./password-sheet.css";

export type SheetData = CallResponse<typeof classPasswordSheet>;

/**
 * The printable sheet of one-time passwords of a class: one A4 page (print CSS), each student's name, login and
 * password, which must be replaced at the first sign-in. Shown once: the passwords are not kept in clear.
 */
export function PasswordSheet({ sheet, onClose }: { sheet: SheetData; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const expires = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" }).format(
    new Date(sheet.expira_em),
  );
  const label = {
    name: t("registrations.sheet.name"),
    login: t("registrations.sheet.login"),
    password: t("registrations.sheet.password"),
  };
  return (
    <section className="password-sheet" aria-labelledby={`${id}-title`}>
      <div className="password-sheet__controls registrations__actions">
        <button className="button button--primary" type="button" onClick={() => window.print()}>
          {t("registrations.sheet.print")}
        </button>
        <button className="button" type="button" onClick={onClose}>
          {t("registrations.sheet.close")}
        </button>
      </div>
      <p className="password-sheet__warning password-sheet__controls">{t("registrations.sheet.shownOnce")}</p>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t("registrations.sheet.title", { turma: sheet.turma })}
      </h2>
      <p>
        {[sheet.escola, sheet.ano_letivo, window.location.host]
          .filter((part) => part !== null && part !== "")
          .join(" · ")}
      </p>
      <p>{t("registrations.sheet.instructions", { expira: expires })}</p>
      {sheet.alunos.length === 0 ? (
        <p>{t("registrations.sheet.empty")}</p>
      ) : (
        <table className="table password-sheet__table">
          <caption className="visually-hidden">
            {t("registrations.sheet.title", { turma: sheet.turma })}
          </caption>
          <ColumnHeads labels={[label.name, label.login, label.password]} />
          <tbody>
            {sheet.alunos.map((student) => (
              <tr key={student.usuario}>
                <th scope="row" data-label={label.name}>
                  {student.nome}
                </th>
                <td data-label={label.login}>
                  <code>{student.usuario}</code>
                </td>
                <td data-label={label.password}>
                  <code className="password-sheet__password">{student.senha}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
