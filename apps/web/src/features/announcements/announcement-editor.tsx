import type { AuthoredAnnouncement } from "@trilha/contracts/announcements.calls";
import { ANNOUNCEMENT_TEXT_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from "@trilha/contracts/limits";
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_KINDS,
  type AnnouncementAudience,
  type AnnouncementKind,
} from "@trilha/contracts/rules/announcements";
import { useEffect, useState } from "react";
import { AuthoringForm } from "../../components/ui/authoring-page.tsx";
import { PlainInput, PlainTextArea } from "../../components/ui/field.tsx";
import { optionsOf, SelectField } from "../../components/ui/select-field.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { fromBrowserLocalInput, toBrowserLocalInput } from "../../lib/browser-local-input.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { AnnouncementModal } from "./announcement-modals.tsx";
import { useAnnouncementAudience, useSaveAnnouncement } from "./api/announcements.api.ts";

interface AnnouncementEditorProps {
  announcement?: AuthoredAnnouncement | undefined;
  /** Closes the editor: `saved` after the server kept it, false on 'Cancelar'. */
  onDone: (saved: boolean) => void;
}

/** An announcement's form; 'Prévia' opens the modal exactly as people will see it. */
export function AnnouncementEditor({ announcement, onDone }: AnnouncementEditorProps) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [kind, setKind] = useState<AnnouncementKind>(announcement?.tipo ?? "invitation");
  const [title, setTitle] = useState(announcement?.titulo ?? "");
  const [text, setText] = useState(announcement?.texto ?? "");
  const [media, setMedia] = useState(announcement?.midia_url ?? "");
  const [captions, setCaptions] = useState(announcement?.legenda_url ?? "");
  const [linkUrl, setLinkUrl] = useState(announcement?.link_url ?? "");
  const [linkText, setLinkText] = useState(announcement?.link_texto ?? "");
  const [deadline, setDeadline] = useState(toBrowserLocalInput(announcement?.prazo ?? null));
  const [audience, setAudience] = useState<AnnouncementAudience>(announcement?.publico ?? "all");
  const reach = useAnnouncementAudience();
  const { mutate: countReach } = reach;
  useEffect(() => countReach({ publico: audience }), [audience, countReach]);
  const [previewing, setPreviewing] = useState(false);
  const orNull = (value: string) => (value.trim() === "" ? null : value);

  const body = () => ({
    ...(announcement ? { chave: announcement.chave } : {}),
    tipo: kind,
    titulo: title,
    texto: text,
    midia_url: kind === "video" ? orNull(media) : null,
    legenda_url: kind === "video" ? orNull(captions) : null,
    link_url: orNull(linkUrl),
    link_texto: orNull(linkText),
    prazo: fromBrowserLocalInput(deadline) ?? "",
    publico: audience,
  });

  const hinted = "muted notice-editor__hint";
  return (
    <AuthoringForm
      list="announcements"
      item={announcement}
      save={save}
      body={body}
      onDone={onDone}
      actions={
        <button className="button" type="button" aria-haspopup="dialog" onClick={() => setPreviewing(true)}>
          {t("announcements.editor.preview")}
        </button>
      }
    >
      <div className="notice-editor__pair">
        <SelectField
          label={t("announcements.editor.kind")}
          value={kind}
          onValueChange={setKind}
          options={optionsOf(ANNOUNCEMENT_KINDS, (value) => t(`announcements.editor.kinds.${value}`))}
        />
        <SelectField
          label={t("announcements.editor.audience")}
          value={audience}
          onValueChange={setAudience}
          options={optionsOf(ANNOUNCEMENT_AUDIENCES, (value) => t(`announcements.editor.audiences.${value}`))}
        />
      </div>
      <p className="notice-editor__audience" role="status">
        {reach.isError
          ? errorMessage(reach.error, () => t("api.generic"))
          : reach.data
            ? t("announcements.editor.reach", { count: reach.data.usuarios, agora: reach.data.agora })
            : null}
      </p>
      <PlainInput
        label={t("announcements.editor.titleField")}
        required
        maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH}
        value={title}
        onValueChange={setTitle}
      />
      <PlainTextArea
        label={t("announcements.editor.text")}
        rows={3}
        required
        maxLength={ANNOUNCEMENT_TEXT_MAX_LENGTH}
        value={text}
        onValueChange={setText}
      />
      {kind === "video" ? (
        <div className="notice-editor__pair">
          <PlainInput
            label={t("announcements.editor.media")}
            hint={t("announcements.editor.mediaHint")}
            hintClassName={hinted}
            value={media}
            onValueChange={setMedia}
          />
          <PlainInput
            label={t("announcements.editor.captions")}
            value={captions}
            onValueChange={setCaptions}
          />
        </div>
      ) : null}
      <div className="notice-editor__pair">
        <PlainInput label={t("announcements.editor.linkUrl")} value={linkUrl} onValueChange={setLinkUrl} />
        <PlainInput label={t("announcements.editor.linkText")} value={linkText} onValueChange={setLinkText} />
      </div>
      <PlainInput
        label={t("announcements.editor.deadline")}
        hint={t("announcements.editor.deadlineHint")}
        hintClassName={hinted}
        type="datetime-local"
        required
        value={deadline}
        onValueChange={setDeadline}
      />
      {previewing ? (
        <AnnouncementModal
          announcement={{
            chave: announcement?.chave ?? "preview",
            tipo: kind,
            titulo: title || t("announcements.editor.titleField"),
            texto: text || t("announcements.editor.text"),
            midia_url: kind === "video" ? orNull(media) : null,
            legenda_url: kind === "video" ? orNull(captions) : null,
            link_url: orNull(linkUrl),
            link_texto: orNull(linkText),
            prazo: deadline,
          }}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </AuthoringForm>
  );
}
