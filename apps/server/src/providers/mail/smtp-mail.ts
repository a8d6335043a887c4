import { onFirstUse } from "../../lib/on-first-use.ts";
import type { MailMessage, MailProvider } from "./mail-provider.ts";
import { mailer } from "./mailer.ts";

export function createSmtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = onFirstUse(async () => (await mailer()).createTransport(smtpUrl));
  return {
    async send(message: MailMessage) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}
