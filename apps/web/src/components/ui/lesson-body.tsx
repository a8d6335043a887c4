import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { sanitizeLessonBody } from "./lesson-html.ts";
import "./lesson-body.css";

/**
 * The lesson's body, sanitised here again and put in the page as nodes, never as trusted HTML. Its headings
 * start at `headingLevel`: under the page's h1 by default, under a dialog's h2 in the preview.
 */
export function LessonBody({ html, headingLevel = 2 }: { html: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const videoTitle = t("lesson.video");
  const loadVideo = t("lesson.loadVideo", { provider: "{provider}" });
  useLayoutEffect(() => {
    container.current?.replaceChildren(
      sanitizeLessonBody(
        html,
        { videoTitle, loadVideo: (provider) => loadVideo.replace("{provider}", provider) },
        headingLevel,
      ),
    );
  }, [html, videoTitle, loadVideo, headingLevel]);
  return <div ref={container} className="lesson-body" />;
}
