import { isNoticeVisible, type Notice, REPEATING_NOTICE_ID } from "@trilha/contracts/rules/notice-visibility";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useDelayPassed } from "../../lib/use-delay-passed.ts";
import { NoticeBannerBody } from "./notice-banner-body.tsx";
import { readNoticeIds, recordNoticeRead } from "./notice-reads.ts";
import { useNoticeSources } from "./use-notices.ts";
import "./notice-banners.css";

/** Spec §4/§9: notices appear 1 s after loading and leave with a 300 ms slide-out. */
export const NOTICE_DELAY_MS = 1000;
export const NOTICE_EXIT_MS = 300;

interface NoticeViewerUser {
  id: number;
  cliente: { id: number } | null;
}

/**
 * The stacked notice banners of the signed-in pages (spec §2): the tenant's mensagens.json filtered by the
 * visibility rule against the server's clock. Each is dismissed on its own and remembered under msgLidas,
 * except the repeating 'n-time-user' one, which dataservidor keeps only for new accounts.
 */
export function NoticeBanners({ user }: { user: NoticeViewerUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sources = useNoticeSources();
  const baseId = useId();
  const delayPassed = useDelayPassed(NOTICE_DELAY_MS);
  // Read once per mount: what gets dismissed now leaves through `leaving`, with its animation.
  const [readIds] = useState(() => readNoticeIds(user.id));
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(() => new Set());
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const dismissButtons = useRef(new Map<string, HTMLButtonElement>());
  const exitTimers = useRef<number[]>([]);

  useEffect(() => {
    const timers = exitTimers.current;
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);

  const shown =
    delayPassed && sources.settled
      ? sources.notices.filter(
          (notice) =>
            !gone.has(notice.id) &&
            (notice.id !== REPEATING_NOTICE_ID || sources.keepRepeating) &&
            isNoticeVisible(notice, {
              // Without the server's clock (its call failed) the browser's is the only one left; the
              // repeating notice is dropped then anyway, since nothing says to keep it.
              now: sources.serverNow ?? new Date(),
              route: pathname,
              userId: user.id,
              clientId: user.cliente?.id ?? null,
              readIds,
            }),
        )
      : [];

  function dismiss(notice: Notice) {
    if (leaving.has(notice.id)) return;
    recordNoticeRead(notice.id, user.id, new Date());
    setLeaving((current) => new Set(current).add(notice.id));
    const index = shown.indexOf(notice);
    const next = shown[index + 1] ?? shown[index - 1];
    const timer = window.setTimeout(() => {
      const button = dismissButtons.current.get(notice.id);
      const hadFocus = button !== undefined && button === document.activeElement;
      setGone((current) => new Set(current).add(notice.id));
      // Focus must not fall to the top of the page with the button that held it.
      if (hadFocus && next) dismissButtons.current.get(next.id)?.focus();
    }, NOTICE_EXIT_MS);
    exitTimers.current.push(timer);
  }

  return (
    <div className="notice-stack" aria-live="polite">
      {shown.length > 0 ? (
        <section className="notice-stack__inner" aria-label={t("notices.region")}>
          <ul className="notice-stack__list">
            {shown.map((notice, index) => {
              const messageId = `${baseId}-${index}`;
              return (
                <li
                  key={notice.id}
                  className={`notice-banner notice-banner--${notice.tipo}${leaving.has(notice.id) ? " notice-banner--leaving" : ""}`}
                >
                  <NoticeBannerBody notice={notice} messageId={messageId} />
                  <button
                    type="button"
                    className="notice-banner__dismiss"
                    aria-label={t("notices.dismiss")}
                    aria-describedby={messageId}
                    ref={(element) => {
                      if (element) dismissButtons.current.set(notice.id, element);
                      else dismissButtons.current.delete(notice.id);
                    }}
                    onClick={() => dismiss(notice)}
                  >
                    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                      <path
                        d="M6 6l12 12M18 6 6 18"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
