import { describe, expect, it, vi } from "vitest";
import type { MailMessage, MailProvider } from "../../providers/mail/mail-provider.ts";
import { testDialects } from "../../test/dialects.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { listJobs } from "../jobs/job.repository.ts";
import { startJobRunner } from "../jobs/job-runner.ts";
import { MAIL_JOB, mailJob } from "./mail-outbox.service.ts";

/** A mail server that is down until told otherwise, and counts what it accepted. */
function flakyMail() {
  const state = { down: true, tries: 0, sent: [] as MailMessage[] };
  const provider: MailProvider = {
    send: async (message) => {
      state.tries++;
      if (state.down) throw new Error("connect ECONNREFUSED 127.0.0.1:25");
      state.sent.push(message);
    },
  };
  return { state, provider };
}

// Issue 25: a mail that cannot be sent now is kept in the outbox and sent, once, when the server is back.
describe.each(testDialects())("the mail outbox on %s", (dialect) => {
  const mail = flakyMail();
  const t = useTenantServer(dialect, {
    providers: () => ({ mail: mail.provider }),
    users: [{ usuario: "esqueci", email: "esqueci@familia.test" }],
  });

  it("keeps a reset mail while SMTP is down, sealed, and sends it once when it is back up", async () => {
    const asked = await t.request("POST", "/conta/pt-br/recuperar/senha", { body: { usuario: "esqueci" } });
    expect(asked.status, asked.text).toBe(200);
    // The answer does not wait for the mail: it was tried at once, failed, and waits for a runner.
    await vi.waitFor(async () =>
      expect((await listJobs(t.server.db, MAIL_JOB))[0]).toMatchObject({
        state: "pending",
        attempts: 1,
        last_error: expect.stringContaining("ECONNREFUSED"),
      }),
    );
    const [queued] = await listJobs(t.server.db, MAIL_JOB);
    expect(queued?.job_scope).toBe(t.scope.key);
    // The link that resets the password is not in the database in clear.
    expect(queued?.payload).not.toMatch(/redefinir|esqueci@familia/);
    expect(mail.state.sent).toEqual([]);

    mail.state.down = false;
    const log = { info: vi.fn(), warn: vi.fn() };
    // An hour on: the retry is due whatever its backoff.
    const later = () => new Date(Date.now() + 3_600_000);
    const stop = startJobRunner({
      db: t.server.db,
      handlers: { [MAIL_JOB]: mailJob(t.server.app.providers) },
      log,
      pollMs: 10,
      now: later,
    });
    await vi.waitFor(() => expect(mail.state.sent).toHaveLength(1));
    await vi.waitFor(async () => expect((await listJobs(t.server.db, MAIL_JOB))[0]?.state).toBe("done"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    expect(mail.state.sent).toHaveLength(1);
    expect(mail.state.sent[0]).toMatchObject({ to: "esqueci@familia.test" });
    expect(mail.state.sent[0]?.text).toMatch(/redefinir-senha\//);
    expect((await listJobs(t.server.db, MAIL_JOB))[0]).toMatchObject({ attempts: 2, payload: "{}" });
  });
});
