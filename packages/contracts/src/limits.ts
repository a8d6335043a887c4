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
