import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { FormOutcome, useOutcome } from "./form-outcome.tsx";
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

/** The writing lists whose editor's messages sit under `<list>.editor` in the catalogues. */
type AuthoredList = "notices" | "announcements";

interface AuthoringFormProps<Item, Body> {
  list: AuthoredList;
  /** The item changed; undefined for a new one. */
  item: Item | undefined;
  save: UseMutationResult<unknown, unknown, Body>;
  /** What is sent, made from the fields as they are when the form is submitted. */
  body: () => Body;
  /** Closes the form: `saved` after the server kept the item, false on 'Cancelar'. */
  onDone: (saved: boolean) => void;
  /** Buttons between 'save' and 'cancel' (an announcement's 'Prévia'). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One item's form on an `AuthoringPage`, titled by its heading: its fields, then save, cancel and the outcome.
 * Once the server keeps the item the form is done, a refusal is said in it; a second submit while one is on its
 * way is ignored.
 */
export function AuthoringForm<Item, Body>(props: AuthoringFormProps<Item, Body>) {
  const { list, save, onDone } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const { outcome, setOutcome, failed } = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    save.mutate(props.body(), { onSuccess: () => onDone(true), onError: failed });
  };
  return (
    <form className="notice-editor" onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(props.item === undefined ? `${list}.editor.new` : `${list}.editor.edit`)}</h2>
      {props.children}
      <div className="notice-editor__actions">
        <SubmitButton busy={save.isPending}>
          {t(save.isPending ? `${list}.editor.saving` : `${list}.editor.save`)}
        </SubmitButton>
        {props.actions}
        <button className="button" type="button" onClick={() => onDone(false)}>
          {t(`${list}.editor.cancel`)}
        </button>
        <FormOutcome outcome={outcome} statusClassName="notice-editor__status" />
      </div>
    </form>
  );
}
