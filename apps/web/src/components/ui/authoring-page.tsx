import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { FormOutcome, type Outcome, useOutcome } from "./form-outcome.tsx";
import { QueryContent } from "./query-content.tsx";
import { SubmitButton } from "./submit-button.tsx";

interface AuthoringPageProps<Item, Data> {
  title: string;
  intro: string;
  newLabel: string;
  savedMessage: string;
  removedMessage: string;
  query: UseQueryResult<Data>;
  /** The form of one item (undefined: a new one); `done(saved)` closes it. */
  editor: (item: Item | undefined, data: Data, done: (saved: boolean) => void) => ReactNode;
  /** The items, each with its 'edit' and (already confirmed) 'remove'. */
  list: (data: Data, actions: { edit: (item: Item) => void; remove: (item: Item) => void }) => ReactNode;
  remove: (item: Item) => Promise<unknown>;
}

/**
 * An administrators' page that writes a list of things (notices, announcements): the list with a 'new' button,
 * or one item's form in its place; each outcome said beside the 'new' button, where the focus goes back.
 */
export function AuthoringPage<Item, Data>(props: AuthoringPageProps<Item, Data>) {
  const [editing, setEditing] = useState<{ item: Item | undefined } | null>(null);
  const { outcome, setOutcome, failed } = useOutcome();
  const newButton = useRef<HTMLButtonElement>(null);
  useDocumentTitle(props.title);

  const finish = (message: string | null) => {
    setEditing(null);
    setOutcome(message ? { kind: "success", message } : null);
    newButton.current?.focus();
  };
  const open = (item: Item | undefined) => {
    setOutcome(null);
    setEditing({ item });
  };

  return (
    <section className="panel">
      <h1>{props.title}</h1>
      <p className="muted">{props.intro}</p>
      <QueryContent query={props.query} unauthorized="signed-in-home">
        {(data) =>
          editing ? (
            props.editor(editing.item, data, (saved) => finish(saved ? props.savedMessage : null))
          ) : (
            <>
              <div className="notice-editor__actions">
                <button
                  ref={newButton}
                  className="button button--primary"
                  type="button"
                  onClick={() => open(undefined)}
                >
                  {props.newLabel}
                </button>
                <FormOutcome outcome={outcome} statusClassName="notice-editor__status" />
              </div>
              {props.list(data, {
                edit: open,
                remove: (item) =>
                  props.remove(item).then(
                    () => finish(props.removedMessage),
                    (error: unknown) => failed(error),
                  ),
              })}
            </>
          )
        }
      </QueryContent>
    </section>
  );
}

/**
 * An item's form saving through `save`: once the server keeps the item the form is done, a refusal is said in the
 * form; a second submit while one is on its way is ignored.
 */
export function useItemSave<Body>(
  save: UseMutationResult<unknown, unknown, Body>,
  onDone: (saved: boolean) => void,
) {
  const { outcome, setOutcome, failed } = useOutcome();
  const submit = (body: Body) => {
    if (save.isPending) return;
    setOutcome(null);
    save.mutate(body, { onSuccess: () => onDone(true), onError: failed });
  };
  return { outcome, submit };
}

interface AuthoringFormProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The save is on its way: the main button says `savingLabel` and refuses a second one. */
  busy: boolean;
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  outcome: Outcome | null;
  /** Buttons between 'save' and 'cancel' (an announcement's 'Prévia'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One item's form on an `AuthoringPage`, titled by its heading: its fields, then save, cancel and the outcome. */
export function AuthoringForm({
  title,
  onSubmit,
  busy,
  saveLabel,
  savingLabel,
  cancelLabel,
  onCancel,
  outcome,
  actions,
  children,
}: AuthoringFormProps) {
  const titleId = useId();
  return (
    <form className="notice-editor" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="notice-editor__actions">
        <SubmitButton busy={busy}>{busy ? savingLabel : saveLabel}</SubmitButton>
        {actions}
        <button className="button" type="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <FormOutcome outcome={outcome} statusClassName="notice-editor__status" />
      </div>
    </form>
  );
}
