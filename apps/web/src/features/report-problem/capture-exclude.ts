/** Elements marked with this attribute are left out of the page capture. */
export const CAPTURE_EXCLUDE_ATTRIBUTE = "data-report-exclude";
