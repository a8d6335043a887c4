import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { outboxDir } from "../providers/mail/mail.ts";
import { uploadsDir } from "../providers/storage/storage.ts";
import { testDialects } from "../test/dialects.ts";
import { useTenantServer } from "../test/tenant-server.ts";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** Files the server writes while answering requests are for its own user alone (the outside test's finding 12). */
describe.each(testDialects())("DATA_DIR files written by requests on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "modos", email: "modos@escola.example" }] });

  it("writes the outbox (live reset links) as 0600 files in a 0700 directory", async () => {
    const response = await t.request("POST", "/conta/pt-br/recuperar/senha", {
      body: { usuario: "modos" },
    });
    expect(response.status).toBe(200);
    const [mail] = await vi.waitFor(
      async () => {
        const sent = await t.server.outbox("modos@escola.example");
        expect(sent).toHaveLength(1);
        return sent;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(modeOf(outboxDir(t.server))).toBe(0o700);
    expect(modeOf(mail?.file ?? "")).toBe(0o600);
  });

  it("stores uploaded photos as 0600 files in 0700 directories", async () => {
    const token = await t.signIn("modos");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const response = await t.request("POST", "/conta/pt-br/logado/foto", {
      token,
      body: { imagem: `data:image/png;base64,${png.toString("base64")}` },
    });
    expect(response.status, response.text).toBe(200);
    const root = uploadsDir(t.server);
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? [file, ...walk(file)] : [file];
      });
    const entries = walk(root);
    expect(entries.some((file) => file.endsWith(".webp"))).toBe(true);
    expect(modeOf(root)).toBe(0o700);
    for (const file of entries) {
      expect(modeOf(file), file).toBe(fs.statSync(file).isDirectory() ? 0o700 : 0o600);
    }
  });
});
