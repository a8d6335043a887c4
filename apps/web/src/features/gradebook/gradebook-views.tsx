import { useId } from "react";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/zoned-time.ts";
import {
  averageText,
  cellText,
  cellTone,
  type GradebookAssignment,
  type GradebookCell,
  type GradebookData,
  type GradebookStudent,
} from "./gradebook-cells.ts";

/** A cell opened: whose delivery, of which assignment. */
export interface OpenedCell {
  assignment: GradebookAssignment;
  student: GradebookStudent;
}

interface ViewProps {
  book: GradebookData;
  onOpen: (cell: OpenedCell) => void;
}

function CellButton({ cell, label, onClick }: { cell: GradebookCell; label: string; onClick: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text = cellText(cell, lang, t);
  return (
    <button
      type="button"
      className={`gradebook__cell gradebook__cell--${cellTone(cell)}`}
      aria-label={`${label}: ${text}`}
      onClick={onClick}
    >
      {text}
    </button>
  );
}

/** Wide screens: one row per student, one column per assignment; the names stay while the grid scrolls. */
export function GradebookTable({ book, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be reachable by keyboard
    <section className="table-scroll gradebook__scroll" tabIndex={0} aria-labelledby={captionId}>
      <table className="table gradebook__table">
        <caption id={captionId}>{t("gradebook.caption", { className: book.turma.nome })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("gradebook.student")}</th>
            <th scope="col">{t("gradebook.average")}</th>
            {book.atribuicoes.map((assignment) => (
              <th scope="col" key={assignment.id} className="gradebook__assignment">
                <span className="gradebook__assignment-title">{assignment.titulo}</span>
                <span className="gradebook__assignment-meta">
                  {assignment.codigo} ·{" "}
                  {t("gradebook.due", {
                    date: formatDateTime(assignment.agendamento.fim, lang, book.fuso_horario),
                  })}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {book.alunos.map((student, row) => {
            const average = averageText(student, lang, t);
            return (
              <tr key={student.id}>
                <th scope="row" className="gradebook__student">
                  {student.nome}
                  <span className="gradebook__login">{student.usuario}</span>
                </th>
                <td className="gradebook__average">
                  <strong>{average.value}</strong>
                  <span className="gradebook__average-detail">{average.detail}</span>
                </td>
                {book.atribuicoes.map((assignment, column) => {
                  const cell = book.celulas[row]?.[column];
                  return (
                    <td key={assignment.id}>
                      {cell ? (
                        <CellButton
                          cell={cell}
                          label={`${student.nome}, ${assignment.titulo}`}
                          onClick={() => onOpen({ assignment, student })}
                        />
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Phones, by student: each student's average, then their work, one line per assignment. */
export function GradebookByStudent({ book, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="gradebook__groups">
      {book.alunos.map((student, row) => {
        const average = averageText(student, lang, t);
        return (
          <li key={student.id}>
            <details className="gradebook__group">
              <summary>
                <span className="gradebook__group-name">{student.nome}</span>
                <span className="gradebook__group-meta">
                  {t("gradebook.average")}: {average.value} · {average.detail}
                </span>
              </summary>
              <ul className="gradebook__lines">
                {book.atribuicoes.map((assignment, column) => {
                  const cell = book.celulas[row]?.[column];
                  return (
                    <li key={assignment.id} className="gradebook__line">
                      <span>{assignment.titulo}</span>
                      {cell ? (
                        <CellButton
                          cell={cell}
                          label={`${student.nome}, ${assignment.titulo}`}
                          onClick={() => onOpen({ assignment, student })}
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** Phones, by assignment: each assignment's due date, then every student's cell. */
export function GradebookByAssignment({ book, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="gradebook__groups">
      {book.atribuicoes.map((assignment, column) => (
        <li key={assignment.id}>
          <details className="gradebook__group">
            <summary>
              <span className="gradebook__group-name">{assignment.titulo}</span>
              <span className="gradebook__group-meta">
                {assignment.codigo} ·{" "}
                {t("gradebook.due", {
                  date: formatDateTime(assignment.agendamento.fim, lang, book.fuso_horario),
                })}
              </span>
            </summary>
            <ul className="gradebook__lines">
              {book.alunos.map((student, row) => {
                const cell = book.celulas[row]?.[column];
                return (
                  <li key={student.id} className="gradebook__line">
                    <span>{student.nome}</span>
                    {cell ? (
                      <CellButton
                        cell={cell}
                        label={`${student.nome}, ${assignment.titulo}`}
                        onClick={() => onOpen({ assignment, student })}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
