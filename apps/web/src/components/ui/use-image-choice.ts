import { PHOTO_MAX_BYTES } from "@trilha/contracts/limits";
import { type ChangeEvent, useState } from "react";
import { useFormAction } from "./form-outcome.tsx";

/** A chosen file as a `data:` URL, for the JSON image calls. */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ImageChoiceSettings<Answer extends object> {
  accepted: readonly string[];
  /** What is said of a file of another type, a file too large, and one that cannot be read. */
  refusals: { type: (file: File) => string; tooLarge: string; unreadable: string };
  upload: (imagem: string) => Promise<Answer>;
  remove: () => Promise<Answer>;
  /** What the page does with the server's answer once the image changed. */
  changed: (answer: Answer) => unknown;
}

/**
 * An image (a photo, a logo) sent as soon as it is chosen, or removed: the file is checked here for type and size
 * so the person hears at once; the server checks again from the bytes. One action at a time, said in `outcome`.
 */
export function useImageChoice<Answer extends object>(settings: ImageChoiceSettings<Answer>) {
  const action = useFormAction();
  const [running, setRunning] = useState<"upload" | "remove">("upload");
  const pending = action.pending ? running : null;
  const fail = (message: string) => action.setOutcome({ kind: "error", message });

  async function run(kind: "upload" | "remove", call: () => Promise<Answer>) {
    setRunning(kind);
    await action.run(call, settings.changed);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = "";
    if (!file || pending) return;
    if (!settings.accepted.includes(file.type)) return fail(settings.refusals.type(file));
    // The server takes no image (a photo, a logo) larger than this.
    if (file.size > PHOTO_MAX_BYTES) return fail(settings.refusals.tooLarge);
    let imagem: string;
    try {
      imagem = await readAsDataUrl(file);
    } catch {
      return fail(settings.refusals.unreadable);
    }
    await run("upload", () => settings.upload(imagem));
  }

  const remove = () => {
    if (pending === null) void run("remove", settings.remove);
  };

  return { pending, outcome: action.outcome, choose, remove, accept: settings.accepted.join(",") };
}
