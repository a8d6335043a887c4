/** Limits shared by the contracts, the server and the forms. */
export const LOGIN_MAX_LENGTH = 100;
export const PASSWORD_INPUT_MAX_LENGTH = 200;
export const TOKEN_MAX_LENGTH = 200;
export const ID_TOKEN_MAX_LENGTH = 8192;
export const CAPTCHA_AFTER_FAILED_ATTEMPTS = 3;
export const ROUTE_MAX_LENGTH = 2048;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** A data URL of a page screenshot; the decoded image is checked again on the server. */
export const SCREENSHOT_MAX_LENGTH = 4 * 1024 * 1024;
export const TWO_FACTOR_CODE_MAX_LENGTH = 10;
/** Profile photo: the decoded file, its pixel sides, and the stored (resized) square it must fit inside. */
export const PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const PHOTO_MIN_SIDE = 32;
export const PHOTO_MAX_SIDE = 6000;
export const PHOTO_STORED_SIDE = 256;
/**
 * Base64 grows by 4/3. The slack lets a slightly oversized file reach the server, which then says the photo is
 * too large (rather than a generic "field too long"); anything bigger is stopped by the body limit (413).
 */
export const PHOTO_DATA_URL_MAX_LENGTH = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 256 * 1024;
