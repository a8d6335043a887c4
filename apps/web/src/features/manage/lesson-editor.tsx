import { type Editor, EditorContent, mergeAttributes, Node, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { isStoredFilePath, LESSON_IMAGE_EXTENSIONS } from "@trilha/contracts/rules/lesson-html";
import { useState } from "react";
import { PlainInput } from "../../components/ui/field.tsx";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { type MessageKey, useTranslation } from "../../lib/i18n.ts";
import { uploadCalls, uploadInChunks } from "../../lib/resumable-upload.ts";
import { addLessonImage } from "./api/manage.api.ts";
import { embedUrl, linkUrl } from "./video-embed.ts";

/** A video through a privacy-enhanced player: an <iframe> the server's sanitiser keeps. */
const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) => {
          const src = embedUrl(element.getAttribute("src") ?? "");
          return src ? { src, title: element.getAttribute("title") } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", mergeAttributes(HTMLAttributes, { allowfullscreen: "true" })];
  },
});

/** A picture of the lesson pictures (`/arquivos/conteudos/...`), the only <img> the server's sanitiser keeps. */
const LessonImage = Node.create({
  name: "lessonImage",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: "" } };
  },
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) => {
          const src = element.getAttribute("src");
          return isStoredFilePath(src) ? { src, alt: element.getAttribute("alt") ?? "" } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
});

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["https", "http", "mailto"],
    },
  }),
  VideoEmbed,
  LessonImage,
];

interface LessonEditorProps {
  /** Id of the label that names the editing area. */
  labelledBy: string;
  initialHtml: string;
  onChange: (html: string) => void;
}

/** The body of a lesson: headings, emphasis, lists, quotes, links and videos, nothing the server would drop. */
export function LessonEditor({ labelledBy, initialHtml, onChange }: LessonEditorProps) {
  const editor = useEditor({
    extensions,
    content: initialHtml,
    editorProps: {
      attributes: {
        "aria-labelledby": labelledBy,
        "aria-multiline": "true",
        role: "textbox",
        class: "lesson-editor__content",
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <div className="lesson-editor">
      <Toolbar editor={editor} />
      <InsertRow editor={editor} />
      <ImageInsert editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullet: current.isActive("bulletList"),
      ordered: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
    }),
  });
  const buttons = [
    { key: "bold", pressed: active.bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: "italic", pressed: active.italic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      key: "heading",
      pressed: active.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "subheading",
      pressed: active.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    { key: "bulletList", pressed: active.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    {
      key: "orderedList",
      pressed: active.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { key: "quote", pressed: active.quote, run: () => editor.chain().focus().toggleBlockquote().run() },
    // Undo and redo are actions, not states: no pressed state to announce.
    { key: "undo", pressed: undefined, run: () => editor.chain().focus().undo().run() },
    { key: "redo", pressed: undefined, run: () => editor.chain().focus().redo().run() },
  ] as const;
  return (
    <div className="lesson-editor__toolbar" role="toolbar" aria-label={t("manage.editor.toolbar")}>
      {buttons.map((button) => (
        <button
          key={button.key}
          type="button"
          className="lesson-editor__tool"
          aria-pressed={button.pressed}
          // A press with a pointer leaves the focus, and the caret, in the text: what is typed next lands there
          // at once, where the editor's own focus would come a frame later (long on a busy phone).
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          {t(`manage.editor.${button.key}`)}
        </button>
      ))}
    </div>
  );
}

/** A link or a video from an address the person pastes. */
function InsertRow({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);

  /** The address as `read` takes it, or null with the field saying why not. */
  function checked(read: (address: string) => string | null, invalid: MessageKey) {
    const made = read(address);
    setError(made ? null : t(invalid));
    return made;
  }

  function insertLink() {
    const href = checked(linkUrl, "manage.editor.linkInvalid");
    if (!href) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty) {
      chain
        .insertContent({ type: "text", text: address.trim(), marks: [{ type: "link", attrs: { href } }] })
        .run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
    setAddress("");
  }

  function insertVideo() {
    const src = checked(embedUrl, "manage.editor.videoInvalid");
    if (!src) return;
    editor
      .chain()
      .focus()
      .insertContent({ type: "videoEmbed", attrs: { src, title: t("manage.editor.videoTitle") } })
      .run();
    setAddress("");
  }

  return (
    <div className="lesson-editor__insert">
      <PlainInput
        label={t("manage.editor.address")}
        error={error}
        type="url"
        inputMode="url"
        value={address}
        onValueChange={setAddress}
      />
      <div className="lesson-editor__insert-buttons">
        <button type="button" className="button" onClick={insertLink}>
          {t("manage.editor.insertLink")}
        </button>
        <button type="button" className="button" onClick={insertVideo}>
          {t("manage.editor.insertVideo")}
        </button>
      </div>
    </div>
  );
}

const PICTURE_TYPES = Object.keys(LESSON_IMAGE_EXTENSIONS);

/**
 * 'Inserir imagem': a picture from the device, with the words that describe it, sent in resumable chunks,
 * made a lesson picture and put in the body where the cursor is.
 */
function ImageInsert({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const action = useFormAction();

  async function insert(file: File) {
    if (action.pending) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      action.setOutcome({ kind: "error", message: t("manage.editor.imageType") });
      return;
    }
    setProgress(0);
    await action.run(
      async () => {
        const upload = await uploadInChunks(file, {
          calls: uploadCalls,
          signal: new AbortController().signal,
          onProgress: (received) => setProgress(Math.floor((received / Math.max(1, file.size)) * 100)),
        });
        return addLessonImage({ envio_id: upload.envio_id });
      },
      ({ url }) => {
        editor
          .chain()
          .focus()
          .insertContent({ type: "lessonImage", attrs: { src: url, alt: alt.trim() } })
          .run();
        setAlt("");
        action.succeeded(t("manage.editor.imageInserted", { name: file.name }));
      },
    );
    setProgress(null);
  }

  return (
    <div className="lesson-editor__insert">
      <PlainInput
        label={t("manage.editor.imageAlt")}
        type="text"
        value={alt}
        maxLength={300}
        onValueChange={setAlt}
      />
      <div className="lesson-editor__insert-buttons">
        <label className="button lesson-editor__image-pick">
          {t("manage.editor.insertImage")}
          <input
            className="visually-hidden"
            type="file"
            accept={PICTURE_TYPES.join(",")}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void insert(file);
            }}
          />
        </label>
      </div>
      <FormOutcome
        outcome={action.outcome}
        statusClassName="lesson-editor__image-status"
        progress={progress !== null ? t("manage.editor.imageSending", { percent: String(progress) }) : null}
      />
    </div>
  );
}
