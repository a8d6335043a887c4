import type { UseQueryResult } from "@tanstack/react-query";
import { REGISTRATIONS_PAGE_SIZE } from "@trilha/contracts/registrations.calls";
import { type ButtonHTMLAttributes, type FormEvent, type ReactNode, useId, useState } from "react";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { SubmitCancel } from "../../components/ui/submit-cancel.tsx";
import { type Catalogue, useTranslation } from "../../lib/i18n.ts";
import { useRegistrationAction } from "./registration-controls.tsx";

/** Where the registrations are used: a platform's whole scope, or one network's schools (its 'Gestão'). */
export interface RegistrationsArea {
  networkId: number | null;
  administrator: boolean;
  /** The networks a school may be put in from here. */
  networks: readonly { id: number; codigo: string; nome: string }[];
}

/** A list's search text and page: a new search or filter goes back to the first page. */
export function useListPage() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  function firstPage<V>(set: (value: V) => void) {
    return (value: V) => {
      set(value);
      setPage(1);
    };
  }
  return { search, page, setPage, onSearch: firstPage(setSearch), firstPage };
}

/** Which registration of a list is open in its form: a new one, one of the rows, or none. */
export function useEditing<T>(action: { setOutcome: (outcome: Outcome) => void }) {
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  return {
    editing,
    openNew: () => setEditing({ record: null }),
    open: (record: T) => setEditing({ record }),
    /** The form closed; what the server said of a save is shown above the list. */
    done: (message?: string) => {
      setEditing(null);
      if (message) action.setOutcome({ kind: "success", message });
    },
  };
}

/** What a list section holds: its page and search, its one action at a time, its open form, its question. */
export function useListSection<T>() {
  const list = useListPage();
  const action = useRegistrationAction();
  const editing = useEditing<T>(action);
  const confirmation = useConfirmation();
  return { list, action, editing, confirmation };
}

type Question = keyof Catalogue["registrations"]["confirm"];

/**
 * Asks before what cannot be taken back (a password replaced, sessions ended, a person or school out of the
 * lists): `ask` opens the question, `dialog` is placed in the section, and the act runs only on its 'yes'.
 */
export function useConfirmation() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<{ question: Question; name: string; act: () => unknown } | null>(null);
  const dialog = asked ? (
    <ConfirmDialog
      title={t(`registrations.confirm.${asked.question}.title`, {
        nome: asked.name,
        turma: asked.name,
        escola: asked.name,
      })}
      confirmLabel={t(`registrations.confirm.${asked.question}.confirm`)}
      cancelLabel={t("registrations.cancel")}
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        setAsked(null);
        void asked.act();
      }}
    >
      <p>{t(`registrations.confirm.${asked.question}.text`)}</p>
    </ConfirmDialog>
  ) : null;
  const ask = (question: Question, name: string, act: () => unknown) => setAsked({ question, name, act });
  return {
    ask,
    /** Asks only when `needed` (taking a row out of the active lists); putting it back needs no question. */
    askIf: (needed: boolean, question: Question, name: string, act: () => unknown) => {
      if (needed) ask(question, name, act);
      else void act();
    },
    dialog,
  };
}

/**
 * A row's button for what `useConfirmation` asks about first (only `when` it holds, if given), held back while
 * the list's action is under way.
 */
export function AskingRowButton({
  name,
  label,
  question,
  when = true,
  confirmation,
  pending,
  act,
}: {
  name: string;
  label: string;
  question: Question;
  when?: boolean;
  confirmation: ReturnType<typeof useConfirmation>;
  pending: boolean;
  act: () => unknown;
}) {
  return (
    <RowButton name={name} disabled={pending} onClick={() => confirmation.askIf(when, question, name, act)}>
      {label}
    </RowButton>
  );
}

/** 'Desativar' (asked first) or 'Reativar', as the row is active or not. */
export function ActiveRowButton({
  active,
  ...button
}: { active: boolean } & Omit<Parameters<typeof AskingRowButton>[0], "label" | "when">) {
  const { t } = useTranslation();
  return (
    <AskingRowButton
      {...button}
      label={t(active ? "registrations.deactivate" : "registrations.reactivate")}
      when={active}
    />
  );
}

/** A row's 'Editar', which opens the row in the section's form. */
export function EditRowButton<T>({
  name,
  row,
  editing,
}: {
  name: string;
  row: T;
  editing: ReturnType<typeof useEditing<T>>;
}) {
  const { t } = useTranslation();
  return (
    <RowButton name={name} onClick={() => editing.open(row)}>
      {t("registrations.edit")}
    </RowButton>
  );
}

/**
 * A section that lists one kind of registration, with its form open in place of the 'new' button, then its
 * search, what came of the last action, and the list.
 */
export function ListSection<T>({
  title,
  newLabel,
  section,
  form,
  search,
  children,
}: {
  title: string;
  newLabel: string;
  section: ReturnType<typeof useListSection<T>>;
  form: (record: T | null, done: (message?: string) => void) => ReactNode;
  search: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const { editing } = section;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {editing.editing ? (
        form(editing.editing.record, editing.done)
      ) : (
        <button className="button button--primary" type="button" onClick={editing.openNew}>
          {newLabel}
        </button>
      )}
      {search}
      <FormOutcome outcome={section.action.outcome} />
      {section.confirmation.dialog}
      {children}
    </section>
  );
}

export interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/**
 * One page of a list searched on the server: a table whose first column names the row (cards at 360 px take each
 * cell's label), the row's actions last, and the pages below.
 */
export function RegistrationList<D extends { total: number }, T extends { id: number }>({
  query,
  rows,
  empty,
  caption,
  columns,
  actions,
  list,
}: {
  query: UseQueryResult<D>;
  rows: (data: D) => readonly T[];
  empty: string;
  caption: string;
  columns: readonly [Column<T>, ...Column<T>[]];
  actions: (row: T) => ReactNode;
  list: { page: number; setPage: (page: number) => void };
}) {
  const { t } = useTranslation();
  const [head, ...rest] = columns;
  return (
    <QueryContent query={query} unauthorized="signed-in-home">
      {(data) =>
        rows(data).length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            <table className="table registrations__table">
              <caption>{caption}</caption>
              <ColumnHeads labels={[...columns.map((column) => column.label), t("registrations.actions")]} />
              <tbody>
                {rows(data).map((row) => (
                  <tr key={row.id}>
                    <th scope="row" data-label={head.label}>
                      {head.cell(row)}
                    </th>
                    {rest.map((column) => (
                      <td key={column.label} data-label={column.label}>
                        {column.cell(row)}
                      </td>
                    ))}
                    <td>
                      <div className="registrations__actions">{actions(row)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={list.page} total={data.total} size={REGISTRATIONS_PAGE_SIZE} onPage={list.setPage} />
          </>
        )
      }
    </QueryContent>
  );
}

/** A row's button: its name read after the visible label, so each of a list's buttons says whose it is. */
export function RowButton({
  name,
  children,
  ...button
}: { name: string; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "className"
>) {
  return (
    <button className="button" type="button" {...button}>
      {children}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}

/** People tied to a registration (a network's managers, a student's guardians), each with its button to untie. */
export function LinkedPeople<P extends { id: number; nome: string; usuario: string }>({
  people,
  unlinkLabel,
  pending,
  onUnlink,
}: {
  people: readonly P[];
  unlinkLabel: string;
  pending: boolean;
  onUnlink: (person: P) => unknown;
}) {
  return (
    <ul className="registrations__list">
      {people.map((person) => (
        <li key={person.id}>
          <span>
            {person.nome} ({person.usuario})
          </span>
          <RowButton name={person.nome} disabled={pending} onClick={() => onUnlink(person)}>
            {unlinkLabel}
          </RowButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * A registration's form: its title, its fields, then the submit and 'Cancelar', and what came of it. The save runs
 * as one registration action (one at a time, every list loaded again after it).
 */
export function RegistrationForm<T extends object>({
  title,
  save,
  onSaved,
  onCancel,
  submitLabel,
  ready = true,
  children,
}: {
  title: string;
  save: () => Promise<T>;
  onSaved: (answer: T) => void;
  onCancel: () => void;
  /** 'Salvar' unless named. */
  submitLabel?: string;
  /** False while the fields cannot be sent yet. */
  ready?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useRegistrationAction();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) void action.run(save, onSaved);
  }
  return (
    <form className="registrations__form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
      <SubmitCancel
        className="registrations__actions"
        submitLabel={submitLabel ?? t("registrations.save")}
        cancelLabel={t("registrations.cancel")}
        onCancel={onCancel}
        disabled={action.pending || !ready}
      />
      <FormOutcome outcome={action.outcome} />
    </form>
  );
}

/** A form that closes with what the server said of its save, or with nothing on 'Cancelar'. */
export function closing(onDone: (message?: string) => void) {
  return {
    onCancel: () => onDone(),
    onSaved: (answer: { mensagem: string }) => onDone(answer.mensagem),
  };
}

/** Pages of a list paged on the server. */
export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return <p className="muted">{t("registrations.count", { count: total })}</p>;
  return (
    <nav className="registrations__pager" aria-label={t("registrations.pages")}>
      <button className="button" type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("registrations.previous")}
      </button>
      <span>{t("registrations.pageOf", { page, pages, count: total })}</span>
      <button className="button" type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("registrations.next")}
      </button>
    </nav>
  );
}
