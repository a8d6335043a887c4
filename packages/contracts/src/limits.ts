/** Limits shared by the contracts, the server and the forms. */

/**
 * The longest data URL (or bare base64) of a file of `bytes`: base64 grows by 4/3, and the slack lets a slightly
 * oversized file reach the server, which then says it is too large (rather than a generic "field too long");
 * anything bigger is stopped by the body limit (413).
 */
const dataUrlMaxLength = (bytes: number) => Math.ceil((bytes * 4) / 3) + 256 * 1024;

export const LOGIN_MAX_LENGTH = 100;
export const PASSWORD_INPUT_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 200;
export const TOKEN_MAX_LENGTH = 200;
export const ID_TOKEN_MAX_LENGTH = 8192;
export const CAPTCHA_AFTER_FAILED_ATTEMPTS = 3;
export const ROUTE_MAX_LENGTH = 2048;
export const DESCRIPTION_MAX_LENGTH = 2000;
/**
 * Problem-report screenshot: the decoded file, and the pixel sides a page capture can sensibly have (browsers
 * cap a canvas side at 16384 or 32767; a page is never taller than that at scale 1). Bigger is refused.
 */
export const SCREENSHOT_MAX_BYTES = 4 * 1024 * 1024;
export const SCREENSHOT_MAX_SIDE = 16_384;
/** Caps the decoded pixels an administrator's browser is asked to hold (≈ 160 MB of RGBA at most). */
export const SCREENSHOT_MAX_PIXELS = 40_000_000;
/** The `print` field: a data URL (or bare base64) of the screenshot; the body limit is 6 MiB by default. */
export const SCREENSHOT_MAX_LENGTH = dataUrlMaxLength(SCREENSHOT_MAX_BYTES);
/** Problem reports an administrator reads per page. */
export const ISSUE_REPORTS_PAGE_SIZE = 20;
export const ISSUE_REPORTS_MAX_PAGE_SIZE = 50;
/** One administrator's note on a problem report. */
export const ISSUE_REPORT_NOTE_MAX_LENGTH = 2000;
export const TWO_FACTOR_CODE_MAX_LENGTH = 10;
/** Profile photo: the decoded file, its pixel sides, and the stored (resized) square it must fit inside. */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 32;
export const PHOTO_MAX_SIDE = 6000;
export const PHOTO_STORED_SIDE = 256;
export const PHOTO_DATA_URL_MAX_LENGTH = dataUrlMaxLength(PHOTO_MAX_BYTES);

/**
 * mensagens.json lists at most this many notices, the newest active ones: every signed-in page load reads the
 * file, so a tenant that never withdraws old notices must not make it grow without end.
 */
export const NOTICES_MAX = 100;
/** A notice's text, its link's text, and how many pages and people one notice may name. */
export const NOTICE_MESSAGE_MAX_LENGTH = 500;
export const NOTICE_LINK_TEXT_MAX_LENGTH = 80;
export const NOTICE_ROUTES_MAX = 20;
export const NOTICE_TARGETS_MAX = 500;
/** An announcement modal's title and text. */
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const ANNOUNCEMENT_TEXT_MAX_LENGTH = 2000;
/** One language's terms of use, and how many acceptances a page lists. */
export const TERMS_TITLE_MAX_LENGTH = 200;
export const TERMS_TEXT_MAX_LENGTH = 100_000;
export const TERMS_ACCEPTANCES_PAGE_SIZE = 50;

/** Spec §9: the narrow-screen breakpoint, in CSS pixels; narrower screens close the account menu, wider ones
 * show longer names in modals. */
export const NARROW_SCREEN_BREAKPOINT = 800;

/**
 * Resumable uploads (uploads.calls.ts): a file is sent in chunks of at most UPLOAD_CHUNK_MAX_BYTES, base64 in
 * JSON like every other call, so the largest chunk's body stays under the 6 MiB body limit; the server suggests
 * UPLOAD_CHUNK_BYTES, small enough for a phone on a poor connection to resend cheaply. The largest file and the
 * number of files a delivery takes are server settings (UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES_PER_DELIVERY).
 */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
export const UPLOAD_CHUNK_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_CHUNK_MAX_LENGTH = Math.ceil(UPLOAD_CHUNK_MAX_BYTES / 3) * 4;
export const UPLOAD_NAME_MAX_LENGTH = 255;
export const UPLOAD_TYPE_MAX_LENGTH = 255;
/** No setting may let a file grow past this (the column and the parts count stay far from their limits). */
export const UPLOAD_MAX_FILE_BYTES_CEILING = 2 * 1024 * 1024 * 1024;

/** The largest storage quota a platform may be given ('Cota de armazenamento'): 10 TB, in MB. */
export const TENANT_STORAGE_QUOTA_MAX_MB = 10_000_000;
