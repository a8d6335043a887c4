import type { TFunction } from "../../lib/i18n.ts";

/** The writing lists whose editor's messages sit under `<list>.editor` in the catalogues. */
type AuthoredList = "notices" | "announcements";

/** An authoring page's wording, from the list's `editor` messages. */
export function authoringMessages(t: TFunction, list: AuthoredList) {
  return {
    title: t(`${list}.editor.title`),
    intro: t(`${list}.editor.intro`),
    newLabel: t(`${list}.editor.new`),
    savedMessage: t(`${list}.editor.saved`),
    removedMessage: t(`${list}.editor.removed`),
  };
}
