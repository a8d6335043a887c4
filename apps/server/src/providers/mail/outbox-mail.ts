import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/data-dir.ts";
import { onFirstUse } from "../../lib/on-first-use.ts";
import type { MailMessage, MailProvider } from "./mail-provider.ts";
import { mailer } from "./mailer.ts";

export interface OutboxEntry extends MailMessage {
  sentAt: string;
  file: string;
}

/**
 * Mail without an SMTP server (demo, tests): each message goes through nodemailer's JSON transport and is
 * written to `<dir>/<time>-<id>.json`, and one log line says where, so a tester can read a code from it.
 */
export function createOutboxMail(dir: string, from: string, log: (line: string) => void): MailProvider {
  const transport = onFirstUse(async () => (await mailer()).createTransport({ jsonTransport: true }));
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      await (await transport()).sendMail({ from, ...message });
      // A message holds a live reset link or code: for the server's user alone.
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const sentAt = new Date().toISOString();
      // The sequence keeps two mails of one millisecond in sending order; the random part, two processes apart.
      sequence += 1;
      const name = `${sentAt.replace(/[:.]/g, "-")}-${String(sequence).padStart(6, "0")}-${randomBytes(3).toString("hex")}`;
      const file = path.join(dir, `${name}.json`);
      // Written aside and renamed: a reader listing *.json never meets a half-written message.
      await fs.writeFile(`${file}.partial`, JSON.stringify({ from, ...message, sentAt }, null, 2), {
        mode: PRIVATE_FILE_MODE,
      });
      await fs.rename(`${file}.partial`, file);
      log(`Mail to ${message.to} (“${message.subject}”) saved in ${file}`);
    },
  };
}

/** Messages in the outbox, oldest first; optionally only those to one address. */
export async function readOutbox(dir: string, to?: string): Promise<OutboxEntry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map(async (name) => {
        const file = path.join(dir, name);
        return { ...(JSON.parse(await fs.readFile(file, "utf8")) as MailMessage & { sentAt: string }), file };
      }),
  );
  return to ? entries.filter((entry) => entry.to === to) : entries;
}
