import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { sanitizeLessonBody } from "./lesson-html.ts";
import "./lesson-body.css";

/** The lesson's body, sanitised here again and put in the page as nodes, never as trusted HTML. */
export function LessonBody({ html }: { html: string }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const videoTitle = t("lesson.video");
  const loadVideo = t("lesson.loadVideo", { provider: "{provider}" });
  useLayoutEffect(() => {
    container.current?.replaceChildren(
      sanitizeLessonBody(html, {
        videoTitle,
        loadVideo: (provider) => loadVideo.replace("{provider}", provider),
      }),
    );
  }, [html, videoTitle, loadVideo]);
  return <div ref={container} className="lesson-body" />;
}
