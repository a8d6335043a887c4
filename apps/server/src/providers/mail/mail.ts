import path from "node:path";
import type { Config } from "../../config.ts";
import type { MailProvider } from "./mail-provider.ts";
import { createOutboxMail } from "./outbox-mail.ts";
import { createSmtpMail } from "./smtp-mail.ts";

export function outboxDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "outbox");
}

/** SMTP when SMTP_URL is set; otherwise the outbox under DATA_DIR. */
export function createMailProvider(config: Config, log: (line: string) => void): MailProvider {
  return config.mail.smtpUrl
    ? createSmtpMail(config.mail.smtpUrl, config.mail.from)
    : createOutboxMail(outboxDir(config), config.mail.from, log);
}
