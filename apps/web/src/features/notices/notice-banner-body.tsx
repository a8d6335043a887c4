import { type Notice, noticeLinkText } from "@trilha/contracts/rules/notice-visibility";
import { useTranslation } from "../../lib/i18n.ts";
import { NoticeIcon } from "./notice-icon.tsx";

/** What one notice banner says: its icon, type, message and link, as the stack and the editor's preview show it. */
export function NoticeBannerBody({ notice, messageId }: { notice: Notice; messageId?: string }) {
  const { t } = useTranslation();
  const linkText = noticeLinkText(notice);
  return (
    <>
      <NoticeIcon type={notice.tipo} />
      <p className="notice-banner__body" id={messageId}>
        <strong className="notice-banner__type">{t(`notices.types.${notice.tipo}`)}</strong>{" "}
        <span>{notice.mensagem}</span>
        {linkText && notice.link_url ? (
          <>
            {" "}
            <a className="notice-banner__link" href={notice.link_url}>
              {linkText}
            </a>
          </>
        ) : null}
      </p>
    </>
  );
}
