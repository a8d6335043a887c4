import { onFirstUse } from "./on-first-use.ts";

/** ExcelJS and the zip and stream libraries under it: a fifth of the bundle, for exports and templates only. */
export const spreadsheetBook = onFirstUse(() => import("exceljs").then((module) => module.default));
