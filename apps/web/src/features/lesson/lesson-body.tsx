import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { sanitizeLessonBody } from "./lesson-html.ts";

/** The lesson's body, sanitised here again and put in the page as nodes, never as trusted HTML. */
export function LessonBody({ html }: { html: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const videoTitle = t("lesson.video");
  useLayoutEffect(() => {
    container.current?.replaceChildren(sanitizeLessonBody(html, videoTitle));
  }, [html, videoTitle]);
  return <div ref={container} className="lesson-body" />;
}
