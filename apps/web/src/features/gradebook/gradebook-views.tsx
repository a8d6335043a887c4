import { type ReactNode, useId, useState } from "react";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/zoned-time.ts";
import { AssignmentChanges } from "./assignment-changes.tsx";
import { AssignmentClosing } from "./assignment-closing.tsx";
import {
  averageText,
  cellText,
  cellTone,
  type GradebookAssignment,
  type GradebookData,
  type GradebookStudent,
} from "./gradebook-cells.ts";

/** How many students delivered an assignment (its column): what removing it would take away. */
function deliveredCount(book: GradebookData, column: number): number {
  return book.celulas.filter((row) => {
    const status = row[column]?.status;
    return status === "entregue" || status === "concluida" || status === "avaliada" || status === "refazer";
  }).length;
}

/** A cell opened: whose delivery, of which assignment. */
export interface OpenedCell {
  assignment: GradebookAssignment;
  student: GradebookStudent;
}

interface ViewProps {
  book: GradebookData;
  onOpen: (cell: OpenedCell) => void;
}

/** The cell of one student (row) and one assignment (column), a button that opens the delivery. */
function CellButton({ book, row, column, onOpen }: ViewProps & { row: number; column: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const cell = book.celulas[row]?.[column];
  const student = book.alunos[row];
  const assignment = book.atribuicoes[column];
  if (!cell || !student || !assignment) return null;
  const text = cellText(cell, lang, t);
  return (
    <button
      type="button"
      className={`gradebook__cell gradebook__cell--${cellTone(cell)}`}
      aria-label={`${student.nome}, ${assignment.titulo}: ${text}`}
      onClick={() => onOpen({ assignment, student })}
    >
      {text}
    </button>
  );
}

/**
 * One group of the phone views: its name and summary, opened to a line per cell. The lines are made when the
 * group is first opened: a class of 100 with a term of work is thousands of cells a cheap phone would lay out
 * for nothing.
 */
function CellGroup({
  name,
  meta,
  lines,
  actions = null,
  ...view
}: ViewProps & {
  name: string;
  meta: ReactNode;
  lines: readonly { key: number; label: string; row: number; column: number }[];
  /** What the group offers above its lines (an assignment's closing). */
  actions?: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="gradebook__group" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        <span className="gradebook__group-name">{name}</span>
        <span className="gradebook__group-meta">{meta}</span>
      </summary>
      {opened ? (
        <>
          {actions ? <div className="gradebook__group-actions">{actions}</div> : null}
          <ul className="gradebook__lines">
            {lines.map((line) => (
              <li key={line.key} className="gradebook__line">
                <span>{line.label}</span>
                <CellButton {...view} row={line.row} column={line.column} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
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
            {book.atribuicoes.map((assignment, column) => (
              <th scope="col" key={assignment.id} className="gradebook__assignment">
                <span className="gradebook__assignment-title">{assignment.titulo}</span>
                <span className="gradebook__assignment-meta">
                  {assignment.codigo} ·{" "}
                  {t("gradebook.due", {
                    date: formatDateTime(assignment.agendamento.fim, lang, book.fuso_horario),
                  })}
                </span>
                <AssignmentClosing assignment={assignment} timeZone={book.fuso_horario} />
                <AssignmentChanges
                  assignment={assignment}
                  timeZone={book.fuso_horario}
                  delivered={deliveredCount(book, column)}
                />
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
                {book.atribuicoes.map((assignment, column) => (
                  <td key={assignment.id}>
                    <CellButton book={book} onOpen={onOpen} row={row} column={column} />
                  </td>
                ))}
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
            <CellGroup
              book={book}
              onOpen={onOpen}
              name={student.nome}
              meta={`${t("gradebook.average")}: ${average.value} · ${average.detail}`}
              lines={book.atribuicoes.map((assignment, column) => ({
                key: assignment.id,
                label: assignment.titulo,
                row,
                column,
              }))}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Phones, by assignment: each assignment's due date (and closing), then every student's cell. */
export function GradebookByAssignment({ book, onOpen }: ViewProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="gradebook__groups">
      {book.atribuicoes.map((assignment, column) => (
        <li key={assignment.id}>
          <CellGroup
            book={book}
            onOpen={onOpen}
            name={assignment.titulo}
            meta={[
              assignment.codigo,
              t("gradebook.due", {
                date: formatDateTime(assignment.agendamento.fim, lang, book.fuso_horario),
              }),
              assignment.encerrada_em
                ? t("gradebook.closing.closedAt", {
                    date: formatDateTime(assignment.encerrada_em, lang, book.fuso_horario),
                  })
                : null,
            ]
              .filter(Boolean)
              .join(" · ")}
            actions={
              <>
                <AssignmentClosing
                  assignment={assignment}
                  timeZone={book.fuso_horario}
                  showClosedAt={false}
                />
                <AssignmentChanges
                  assignment={assignment}
                  timeZone={book.fuso_horario}
                  delivered={deliveredCount(book, column)}
                />
              </>
            }
            lines={book.alunos.map((student, row) => ({ key: student.id, label: student.nome, row, column }))}
          />
        </li>
      ))}
    </ul>
  );
}
