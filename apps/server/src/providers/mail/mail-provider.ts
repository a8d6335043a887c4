export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one message; resolves once the message is accepted (by the SMTP server or the outbox). */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}
