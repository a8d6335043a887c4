/**
 * Elements marked with this attribute are left out of the page capture a problem report sends: the chrome
 * that opened the report (the floating options) is not part of the page being reported.
 */
export const CAPTURE_EXCLUDE_ATTRIBUTE = "data-report-exclude";
export const EXCLUDED_FROM_CAPTURE = { [CAPTURE_EXCLUDE_ATTRIBUTE]: "" };
