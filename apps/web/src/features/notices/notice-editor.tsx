import { NOTICE_LINK_TEXT_MAX_LENGTH, NOTICE_MESSAGE_MAX_LENGTH } from "@trilha/contracts/limits";
import type { AuthoredNotice } from "@trilha/contracts/notices.calls";
import { NOTICE_TYPES, type NoticeType } from "@trilha/contracts/rules/notice-visibility";
import { useEffect, useId, useState } from "react";
import { AuthoringForm } from "../../components/ui/authoring-page.tsx";
import { CheckboxField, CheckboxList } from "../../components/ui/checkbox-field.tsx";
import { PlainInput, PlainTextArea } from "../../components/ui/field.tsx";
import { optionsOf, SelectField } from "../../components/ui/select-field.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { fromBrowserLocalInput, toBrowserLocalInput } from "../../lib/browser-local-input.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useNoticeAudience, useSaveNotice } from "./api/notices.api.ts";
import { NoticeBannerBody } from "./notice-banner-body.tsx";
import "./notice-banners.css";

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

interface NoticeEditorProps {
  /** The notice to change; absent for a new one. */
  notice?: AuthoredNotice | undefined;
  schools: readonly { id: number; nome: string }[];
  /** Closes the editor: `saved` after the server kept the notice, false on 'Cancelar'. */
  onDone: (saved: boolean) => void;
}

/**
 * A notice's form with the banner exactly as people will see it, and how many people its targeting reaches.
 * Empty pages, schools and people mean every page and everyone, as mensagens.json reads them.
 */
export function NoticeEditor({ notice, schools, onDone }: NoticeEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveNotice();
  const audience = useNoticeAudience();
  const [type, setType] = useState<NoticeType>(notice?.tipo ?? "novidade");
  const [message, setMessage] = useState(notice?.mensagem ?? "");
  const [linkUrl, setLinkUrl] = useState(notice?.link_url ?? "");
  const [linkText, setLinkText] = useState(notice?.link_texto ?? "");
  const [routes, setRoutes] = useState((notice?.rota ?? []).join("\n"));
  const [start, setStart] = useState(toBrowserLocalInput(notice?.data_inicio ?? null));
  const [end, setEnd] = useState(toBrowserLocalInput(notice?.data_termino ?? null));
  const [schoolIds, setSchoolIds] = useState<readonly number[]>(notice?.clientes ?? []);
  const [people, setPeople] = useState((notice?.usuarios ?? []).map((person) => person.usuario).join("\n"));
  const [active, setActive] = useState(notice?.ativo ?? true);

  // The audience follows the targeting as it is typed, half a second after the last change.
  const { mutate: countAudience } = audience;
  useEffect(() => {
    const timer = window.setTimeout(
      () => countAudience({ clientes: [...schoolIds], usuarios: lines(people), rota: lines(routes) }),
      500,
    );
    return () => window.clearTimeout(timer);
  }, [schoolIds, people, routes, countAudience]);

  const body = () => ({
    ...(notice ? { id: notice.id } : {}),
    ativo: active,
    tipo: type,
    mensagem: message,
    link_url: linkUrl.trim() === "" ? null : linkUrl,
    link_texto: linkText.trim() === "" ? null : linkText,
    rota: lines(routes),
    data_inicio: fromBrowserLocalInput(start),
    data_termino: fromBrowserLocalInput(end),
    clientes: [...schoolIds],
    usuarios: lines(people),
  });

  const everyone = schoolIds.length === 0 && lines(people).length === 0;
  const preview = {
    id: "preview",
    status: "1",
    tipo: type,
    mensagem: message.trim() || t("notices.editor.message"),
    link_url: linkUrl.trim() || null,
    link_texto: linkText.trim() || null,
  };
  const hinted = "muted notice-editor__hint";
  return (
    <AuthoringForm list="notices" item={notice} save={save} body={body} onDone={onDone}>
      <SelectField
        label={t("notices.editor.type")}
        value={type}
        onValueChange={setType}
        options={optionsOf(NOTICE_TYPES, (value) => t(`notices.types.${value}`))}
      />
      <PlainTextArea
        label={t("notices.editor.message")}
        rows={3}
        required
        maxLength={NOTICE_MESSAGE_MAX_LENGTH}
        value={message}
        onValueChange={setMessage}
      />
      <div className="notice-editor__pair">
        <PlainInput
          label={t("notices.editor.linkUrl")}
          hint={t("notices.editor.linkUrlHint")}
          hintClassName={hinted}
          value={linkUrl}
          onValueChange={setLinkUrl}
        />
        <PlainInput
          label={t("notices.editor.linkText")}
          value={linkText}
          maxLength={NOTICE_LINK_TEXT_MAX_LENGTH}
          onValueChange={setLinkText}
        />
      </div>
      <PlainTextArea
        label={t("notices.editor.routes")}
        hint={t("notices.editor.routesHint")}
        hintClassName={hinted}
        rows={2}
        value={routes}
        onValueChange={setRoutes}
      />
      <div className="notice-editor__pair">
        <PlainInput
          label={t("notices.editor.start")}
          describedBy={`${id}-dates-hint`}
          type="datetime-local"
          value={start}
          onValueChange={setStart}
        />
        <PlainInput
          label={t("notices.editor.end")}
          describedBy={`${id}-dates-hint`}
          type="datetime-local"
          value={end}
          onValueChange={setEnd}
        />
      </div>
      <p id={`${id}-dates-hint`} className="muted notice-editor__hint">
        {t("notices.editor.datesHint")}
      </p>
      {schools.length > 0 ? (
        <fieldset className="notice-editor__schools">
          <legend>{t("notices.editor.schools")}</legend>
          <p className="muted notice-editor__hint">{t("notices.editor.schoolsHint")}</p>
          <CheckboxList
            className="notice-editor__check"
            items={schools}
            chosen={schoolIds}
            setChosen={setSchoolIds}
          />
        </fieldset>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-people`}>{t("notices.editor.people")}</label>
        <textarea
          id={`${id}-people`}
          rows={2}
          value={people}
          aria-describedby={`${id}-people-hint ${id}-audience`}
          onChange={(event) => setPeople(event.target.value)}
        />
        <p id={`${id}-people-hint`} className="muted notice-editor__hint">
          {t("notices.editor.peopleHint")}
        </p>
        <p id={`${id}-audience`} className="notice-editor__audience" role="status">
          {audience.isError
            ? errorMessage(audience.error, () => t("api.generic"))
            : audience.data
              ? `${t(everyone ? "notices.editor.audienceEveryone" : "notices.editor.audience", {
                  count: audience.data.usuarios,
                })} ${t(
                  lines(routes).length > 0
                    ? "notices.editor.audienceOnPages"
                    : "notices.editor.audienceOnline",
                  {
                    count: audience.data.agora,
                  },
                )}`
              : null}
        </p>
      </div>
      <CheckboxField
        className="notice-editor__check"
        label={t("notices.editor.isActive")}
        checked={active}
        onChange={setActive}
      />
      <section className="notice-editor__preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>{t("notices.editor.preview")}</h3>
        <p className="muted notice-editor__hint">{t("notices.editor.previewHint")}</p>
        <div className={`notice-banner notice-banner--${type}`}>
          <NoticeBannerBody notice={preview} />
        </div>
      </section>
    </AuthoringForm>
  );
}
