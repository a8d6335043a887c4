import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database, live reset links and codes (outbox), uploads and the key that seals second
 * factors: nothing in it is for other users of the machine.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What the server keeps in DATA_DIR; anything else an operator put there is left as it is. */
const DATA_FILES = [
  "trilha.sqlite",
  "trilha.sqlite-wal",
  "trilha.sqlite-shm",
  "trilha.sqlite-journal",
  "secrets.key",
];
const DATA_TREES = ["outbox", "uploads"];

/** Creates DATA_DIR for the server's user alone, or takes back what an older version left readable to others. */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dataDir, PRIVATE_DIR_MODE);
  for (const name of DATA_FILES) tighten(path.join(dataDir, name), PRIVATE_FILE_MODE);
  for (const name of DATA_TREES) tightenTree(path.join(dataDir, name));
}

function tightenTree(dir: string): void {
  if (!tighten(dir, PRIVATE_DIR_MODE)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) tightenTree(file);
    else if (entry.isFile()) tighten(file, PRIVATE_FILE_MODE);
  }
}

/** Only takes permissions away (a file someone made stricter stays so); false when there is no such file. */
function tighten(file: string, mode: number): boolean {
  let current: number;
  try {
    current = fs.statSync(file).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  if ((current & ~mode) !== 0) fs.chmodSync(file, current & mode);
  return true;
}
