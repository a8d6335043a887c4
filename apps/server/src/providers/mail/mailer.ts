import { onFirstUse } from "../../lib/on-first-use.ts";

/** nodemailer, loaded with the first message a server sends: many hours send none. */
export const mailer = onFirstUse(() => import("nodemailer").then((module) => module.default));
