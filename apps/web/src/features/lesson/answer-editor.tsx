import { ANSWER_MAX_LENGTH, type Attempt } from "@trilha/contracts/deliveries.calls";
import { useId } from "react";
import { PlainTextArea } from "../../components/ui/field.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import type { TenantTimeFormat } from "../../lib/tenant-time.ts";
import { type DraftState, useAnswerDraft } from "./use-answer-draft.ts";

interface AnswerEditorProps {
  userId: number;
  assignmentId: number;
  attempt: Attempt;
  previousAnswer: string | null;
  /** A delivery of this attempt is being sent or waits for the connection: the text is final. */
  locked: boolean;
  /** The text of that delivery, shown while it waits. */
  pendingAnswer: string | undefined;
  sending: boolean;
  time: TenantTimeFormat;
  onDeliver: (text: string) => void;
}

/** 'Sua resposta' and 'Entregar' (ESC): a draft kept on the device at once and on the server every few seconds. */
export function AnswerEditor(props: AnswerEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const draft = useAnswerDraft({
    userId: props.userId,
    assignmentId: props.assignmentId,
    attempt: props.attempt,
    previousAnswer: props.previousAnswer,
    editable: !props.locked,
  });
  const text = props.pendingAnswer ?? draft.text;
  return (
    <form
      className="answer-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.locked) props.onDeliver(draft.text);
      }}
    >
      <PlainTextArea
        label={t("lesson.answerLabel")}
        describedBy={`${id}-draft`}
        rows={10}
        maxLength={ANSWER_MAX_LENGTH}
        value={text}
        readOnly={props.locked}
        onValueChange={draft.setText}
      />
      {draft.restored ? <p className="answer-editor__restored">{t("lesson.draft.restored")}</p> : null}
      <p id={`${id}-draft`} className="answer-editor__draft muted">
        {props.locked ? null : draftLine(draft.state, draft.savedAt, props.time, t)}
      </p>
      {/* Only what the student must know is announced: the text is not reaching the server. */}
      <p className="visually-hidden" aria-live="polite">
        {!props.locked && (draft.state === "offline" || draft.state === "failed")
          ? draftLine(draft.state, draft.savedAt, props.time, t)
          : null}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={props.locked}>
        {props.sending ? t("lesson.sending") : t("lesson.deliver")}
      </button>
    </form>
  );
}

function draftLine(
  state: DraftState,
  savedAt: string | null,
  time: TenantTimeFormat,
  t: ReturnType<typeof useTranslation>["t"],
): string | null {
  switch (state) {
    case "idle":
      return savedAt ? t("lesson.draft.saved", { time: time.time(savedAt) }) : null;
    case "saved":
      return savedAt ? t("lesson.draft.saved", { time: time.time(savedAt) }) : null;
    case "saving":
      return t("lesson.draft.saving");
    case "local":
      return t("lesson.draft.local");
    case "offline":
      return t("lesson.draft.offline");
    case "failed":
      return t("lesson.draft.failed");
  }
}
