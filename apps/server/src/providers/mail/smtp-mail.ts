import nodemailer from "nodemailer";
import type { MailMessage, MailProvider } from "./mail-provider.ts";

export function createSmtpMail(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}
