// The floor for a signed-in call: node:http with no framework, running the statements the real server runs
// for `POST redes-gestor` (the session and its user by token hash, the managed networks) through the same driver,
// better-sqlite3, on the same database file, each statement prepared once, and writing the same headers and
// JSON. What the real server costs beyond it is routing, the request context, validation and serialisation.
// Run as a child process like the other baseline (see load.ts).
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import SQLite from "better-sqlite3";
import type { RecordedResponse } from "./bare-server.ts";

export interface SqlFloorSettings {
  sqliteFile: string;
  path: string;
  /** The real server's answer: its headers are sent as they are, its body is computed here. */
  recorded: RecordedResponse;
}

interface SignedInRow {
  id: number;
  must_change_password: number;
  session_id: number;
  session_last_access_at: string;
  session_visitor_id: number | null;
}
interface NetworkRow {
  id: number;
  codigo: string;
  nome: string;
  favourite_of: number | null;
}

const settings = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8")) as SqlFloorSettings;
const database = new SQLite(settings.sqliteFile);
// The server's own settings for the file (apps/server/src/db/database.ts).
database.pragma("journal_mode = WAL");
database.pragma("synchronous = NORMAL");
database.pragma("foreign_keys = ON");
database.pragma("busy_timeout = 5000");

// The SQL texts Kysely builds for the server's repository functions, word for word.
const SESSION_COLUMNS = [
  "id",
  "scope",
  "tenant_id",
  "user_id",
  "token_hash",
  "handle",
  "device_name",
  "device_type",
  "created_at",
  "last_access_at",
  "expires_at",
  "visitor_id",
  "reauthenticated_at",
];
const findSignedIn = database.prepare<[string, string, string, string], SignedInRow>(
  `select "u".*, ${SESSION_COLUMNS.map((column) => `"s"."${column}" as "session_${column}"`).join(", ")} from "sessions" as "s" inner join "users" as "u" on "u"."id" = "s"."user_id" and "u"."scope" = ? where "s"."scope" = ? and "s"."token_hash" = ? and "s"."expires_at" > ?`,
);
const listNetworks = database.prepare<[string, string, string, number], NetworkRow>(
  'select "n"."id", "n"."codigo", "n"."nome", "f"."user_id" as "favourite_of" from "network_managers" as "m" inner join "networks" as "n" on "n"."id" = "m"."network_id" and "n"."scope" = ? left join "network_favourites" as "f" on "f"."network_id" = "n"."id" and "f"."user_id" = "m"."user_id" and "f"."scope" = ? where "m"."scope" = ? and "m"."user_id" = ?',
);
const touchSession = database.prepare<[string, string, number]>(
  'update "sessions" set "last_access_at" = ? where "scope" = ? and "id" = ?',
);
const TOUCH_INTERVAL_MS = 60_000;

// The bench calls on 127.0.0.1, which no tenant has: the principal tenant answers. The real server caches
// its tenant row too, so it is read once here.
const principal = database
  .prepare<[], { id: number; database_share: string | null }>(
    'select "id", "database_share" from "tenants" where "principal" = 1',
  )
  .get();
if (!principal) throw new Error("no principal tenant in the bench database");
const scope = principal.database_share ? `share:${principal.database_share}` : `tenant:${principal.id}`;

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });
const headers = Object.fromEntries(
  Object.entries(settings.recorded.headers).filter(([name]) => name !== "content-length"),
);

function answer(authorization: string | undefined): { status: number; body: string } {
  const token = /^Bearer\s+(\S{1,200})$/i.exec(authorization ?? "")?.[1];
  if (!token) return { status: 401, body: "{}" };
  const now = new Date();
  const tokenHash = createHash("sha256").update(token).digest("base64url");
  const user = findSignedIn.get(scope, scope, tokenHash, now.toISOString());
  if (!user) return { status: 401, body: "{}" };
  if (now.getTime() - Date.parse(user.session_last_access_at) > TOUCH_INTERVAL_MS) {
    touchSession.run(now.toISOString(), scope, user.session_id);
  }
  if (user.must_change_password === 1 && user.session_visitor_id === null) return { status: 403, body: "{}" };
  const redes = listNetworks
    .all(scope, scope, scope, user.id)
    .map((row) => ({ id: row.id, codigo: row.codigo, nome: row.nome, isFavorito: row.favourite_of !== null }))
    .sort((a, b) => byName.compare(a.nome, b.nome) || a.id - b.id);
  return { status: 200, body: JSON.stringify({ redes }) };
}

const server = http.createServer((request, response) => {
  const path = (request.url ?? "/").split("?")[0] ?? "/";
  // The body is read and parsed as the real server must, though this call takes no field.
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    if (path !== settings.path || request.method !== "POST") {
      response.writeHead(404).end();
      return;
    }
    try {
      JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      response.writeHead(400).end();
      return;
    }
    const { status, body } = answer(request.headers.authorization);
    response.writeHead(status, { ...headers, "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => process.exit(0));
