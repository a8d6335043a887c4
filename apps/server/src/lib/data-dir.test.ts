import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../db/database.ts";
import { createSecrets } from "../providers/secrets/secrets.ts";
import { useTempDirs } from "../test/temp-dirs.ts";
import { secureDataDir } from "./data-dir.ts";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe("DATA_DIR permissions", () => {
  const tempDir = useTempDirs("data");

  it("creates DATA_DIR for the server's user alone", () => {
    const dataDir = path.join(tempDir(), "nova", "data");
    secureDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("takes back what an older version left readable to others, and nothing else", () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    for (const dir of ["outbox", "uploads", "uploads/issue-reports", "backups"]) {
      fs.mkdirSync(path.join(dataDir, dir), { mode: 0o755 });
    }
    const files = [
      "trilha.sqlite",
      "trilha.sqlite-wal",
      "secrets.key",
      "outbox/m.json",
      "uploads/a.webp",
      "uploads/issue-reports/b.png",
    ];
    for (const file of files) fs.writeFileSync(path.join(dataDir, file), "x", { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, "backups", "leave.txt"), "x", { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, "strict"), "x", { mode: 0o400 });

    secureDataDir(dataDir);

    for (const dir of ["", "outbox", "uploads", "uploads/issue-reports"]) {
      expect(modeOf(path.join(dataDir, dir)), dir).toBe(0o700);
    }
    for (const file of files) expect(modeOf(path.join(dataDir, file)), file).toBe(0o600);
    // Not the server's: left alone (it is behind DATA_DIR's 0700 anyway).
    expect(modeOf(path.join(dataDir, "backups", "leave.txt"))).toBe(0o644);
    expect(modeOf(path.join(dataDir, "strict"))).toBe(0o400);
  });

  it("makes the SQLite database, its WAL files and the secrets key 0600 in a 0700 directory", async () => {
    const dataDir = path.join(tempDir(), "data");
    const file = path.join(dataDir, "trilha.sqlite");
    const db = createDatabase({ kind: "sqlite", file });
    await db.schema.createTable("t").addColumn("x", "integer").execute();
    await db
      .insertInto("t" as never)
      .values({ x: 1 } as never)
      .execute();
    expect(modeOf(dataDir)).toBe(0o700);
    for (const name of ["trilha.sqlite", "trilha.sqlite-wal", "trilha.sqlite-shm"]) {
      expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
    }
    await db.destroy();

    const keyDir = path.join(tempDir(), "chave");
    createSecrets({ dataDir: keyDir, secretsKey: undefined }).seal("x", "contexto");
    expect(modeOf(keyDir)).toBe(0o700);
    expect(modeOf(path.join(keyDir, "secrets.key"))).toBe(0o600);
  });
});
