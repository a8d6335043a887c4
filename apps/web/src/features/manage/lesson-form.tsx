import {
  LESSON_TAG_MAX_LENGTH,
  LESSON_TAGS_MAX,
  LESSON_TITLE_MAX_LENGTH,
  LESSON_TYPES,
  type LessonDetail,
  type LessonType,
} from "@trilha/contracts/lessons.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import type { ChosenUpload } from "../../components/ui/chosen-uploads.tsx";
import { Field, PlainInput } from "../../components/ui/field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { SubmitButton } from "../../components/ui/submit-button.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useCreateLesson, useEditLesson } from "./api/manage.api.ts";
import { AttachmentsField, sentUploadIds } from "./attachments-field.tsx";
import { LessonEditor } from "./lesson-editor.tsx";
import "./manage.css";

/** What 'Meus conteúdos' says after a lesson was created there. */
export interface ManageNotice {
  notice: string;
  /** The lesson just created, to be given to a class in one tap ('Atribuir a uma turma'). */
  created?: { codigo: string; titulo: string };
}

/** Free tags typed separated by commas: trimmed, empty ones and repeats dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag === "" || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

type FieldErrors = Partial<Record<"title" | "tags", string>>;

/** 'Novo conteúdo' (no lesson) or the edit of one: 'Título', 'Tipo', the body, tags, then 'Salvar'. */
export function LessonForm({ lesson }: { lesson?: LessonDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { body: useId(), versionNote: useId() };

  const [title, setTitle] = useState(lesson?.titulo ?? "");
  const [type, setType] = useState<LessonType>(lesson?.tipo ?? "ESC");
  const [body, setBody] = useState(lesson?.corpo ?? "");
  const [component, setComponent] = useState(lesson?.componente ?? "");
  const [level, setLevel] = useState(lesson?.serie ?? "");
  const [tags, setTags] = useState((lesson?.tags ?? []).join(", "));
  const [version, setVersion] = useState(lesson?.versao ?? 0);
  const [savedFiles, setSavedFiles] = useState(lesson?.anexos ?? []);
  const [chosenFiles, setChosenFiles] = useState<ChosenUpload[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, setOutcome, failed } = useOutcome();
  const create = useCreateLesson();
  const edit = useEditLesson();
  const busy = create.isPending || edit.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setOutcome(null);
    const tagList = parseTags(tags);
    const found: FieldErrors = {};
    if (title.trim() === "") found.title = t("common.fieldRequired");
    if (tagList.length > LESSON_TAGS_MAX || tagList.some((tag) => tag.length > LESSON_TAG_MAX_LENGTH)) {
      found.tags = t("manage.form.tagsInvalid", { max: LESSON_TAGS_MAX, length: LESSON_TAG_MAX_LENGTH });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (chosenFiles.some((file) => file.state === "sending")) {
      setOutcome({ kind: "error", message: t("manage.attachments.waitSending") });
      return;
    }
    const newFiles = sentUploadIds(chosenFiles);
    const fields = {
      titulo: title.trim(),
      corpo: body,
      componente: component.trim() === "" ? null : component.trim(),
      serie: level.trim() === "" ? null : level.trim(),
      tags: tagList,
    };
    if (lesson === undefined) {
      create.mutate(
        { tipo: type, ...fields, novos_anexos: newFiles },
        {
          onSuccess: (answer) => {
            const state: ManageNotice = {
              notice: t("manage.form.created", {
                title: answer.conteudo.titulo,
                code: answer.conteudo.codigo,
              }),
              created: { codigo: answer.conteudo.codigo, titulo: answer.conteudo.titulo },
            };
            navigate(webPaths.manage.build(), { state });
          },
          onError: failed,
        },
      );
      return;
    }
    edit.mutate(
      {
        conteudo_id: lesson.id,
        ...fields,
        anexos: savedFiles.map((file) => file.id),
        novos_anexos: newFiles,
      },
      {
        onSuccess: (answer) => {
          setVersion(answer.conteudo.versao);
          setSavedFiles(answer.conteudo.anexos);
          setChosenFiles([]);
          setOutcome({
            kind: "success",
            message: t("manage.form.saved", { version: answer.conteudo.versao }),
          });
        },
        onError: failed,
      },
    );
  }

  return (
    <form className="lesson-form" noValidate onSubmit={submit}>
      <PlainInput
        label={t("manage.form.title")}
        error={errors.title}
        value={title}
        maxLength={LESSON_TITLE_MAX_LENGTH}
        onValueChange={setTitle}
      />
      <Field
        label={t("manage.form.type")}
        hint={lesson !== undefined ? t("manage.form.typeFixed") : null}
        hintClassName="muted lesson-form__hint"
      >
        {(control) => (
          <select
            {...control}
            value={type}
            disabled={lesson !== undefined}
            onChange={(event) => setType(event.target.value as LessonType)}
          >
            {LESSON_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`manage.type.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field">
        <span className="lesson-form__label" id={ids.body}>
          {t("manage.form.body")}
        </span>
        <LessonEditor labelledBy={ids.body} initialHtml={lesson?.corpo ?? ""} onChange={setBody} />
      </div>
      <div className="lesson-form__row">
        <PlainInput
          label={t("manage.form.component")}
          value={component}
          maxLength={LESSON_TAG_MAX_LENGTH}
          onValueChange={setComponent}
        />
        <PlainInput
          label={t("manage.form.level")}
          value={level}
          maxLength={LESSON_TAG_MAX_LENGTH}
          onValueChange={setLevel}
        />
      </div>
      <PlainInput
        label={t("manage.form.tags")}
        hint={t("manage.form.tagsHint")}
        hintClassName="muted lesson-form__hint"
        error={errors.tags}
        value={tags}
        onValueChange={setTags}
      />
      <AttachmentsField
        saved={savedFiles}
        onRemoveSaved={(id) => setSavedFiles((current) => current.filter((file) => file.id !== id))}
        chosen={chosenFiles}
        setChosen={setChosenFiles}
      />
      {lesson !== undefined ? (
        <p className="lesson-form__version" id={ids.versionNote}>
          {t("manage.form.versionNote", { version, next: version + 1 })}
        </p>
      ) : null}
      <div className="lesson-form__actions">
        <SubmitButton busy={busy} aria-describedby={lesson !== undefined ? ids.versionNote : undefined}>
          {t("manage.form.save")}
        </SubmitButton>
      </div>
      <FormOutcome outcome={outcome} statusClassName="lesson-form__status" />
    </form>
  );
}
