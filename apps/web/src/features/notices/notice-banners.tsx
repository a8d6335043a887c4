import { isNoticeVisible, type Notice, REPEATING_NOTICE_ID } from "@trilha/contracts/rules/notice-visibility";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useDelayPassed } from "../../lib/use-delay-passed.ts";
import { useWideScreen } from "../../lib/use-wide-screen.ts";
import { NoticeBannerBody } from "./notice-banner-body.tsx";
import { NoticeIcon } from "./notice-icon.tsx";
import { readNoticeIds, recordNoticeRead } from "./notice-reads.ts";
import { useNoticeSources } from "./use-notices.ts";
import "./notice-banners.css";
import { CLOSE_CROSS, Icon } from "../../components/ui/icon.tsx";

/** Spec §4/§9: notices appear 1 s after loading and leave with a 300 ms slide-out. */
export const NOTICE_DELAY_MS = 1000;
export const NOTICE_EXIT_MS = 300;

interface NoticeViewerUser {
  id: number;
  cliente: { id: number } | null;
}

/** Below the spec's 800 px breakpoint, this many notices or more fold into one strip that opens on a tap. */
export const FOLD_FROM = 2;

/**
 * The stacked notice banners of the signed-in pages (spec §2): the tenant's mensagens.json filtered by the
 * visibility rule against the server's clock. Each is dismissed on its own and remembered under msgLidas,
 * except the repeating 'n-time-user' one, which dataservidor keeps only for new accounts. On a phone several
 * notices fold into one strip ('3 avisos'), so the page's own heading stays in the first screen.
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
  const wide = useWideScreen();
  const [unfolded, setUnfolded] = useState(false);

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

  const folds = !wide && shown.length >= FOLD_FROM;
  const listId = `${baseId}-list`;
  return (
    <div className="notice-stack" aria-live="polite">
      {shown.length > 0 ? (
        <section className="notice-stack__inner" aria-label={t("notices.region")}>
          {folds ? (
            <button
              type="button"
              className="notice-fold"
              aria-expanded={unfolded}
              aria-controls={unfolded ? listId : undefined}
              onClick={() => setUnfolded((current) => !current)}
            >
              <span className="notice-fold__icons">
                {[...new Set(shown.map((notice) => notice.tipo))].map((type) => (
                  <span key={type} className={`notice-banner--${type}`}>
                    <NoticeIcon type={type} />
                  </span>
                ))}
              </span>
              <span className="notice-fold__count">{t("notices.count", { count: shown.length })}</span>
              <Icon className="notice-fold__chevron" d="m6 9 6 6 6-6" size={20} strokeLinecap="round" />
            </button>
          ) : null}
          <ul className="notice-stack__list" id={listId} hidden={folds && !unfolded}>
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
                    <Icon d={CLOSE_CROSS} size={18} strokeLinecap="round" />
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
