// The baseline server, run as a child process like the real one (see load.ts for why). It answers each path
// with exactly the status, headers and body the real server sent for it.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedResponse {
  /** Every header the real server sent except the ones node:http writes by itself (date, connection). */
  headers: Record<string, string>;
  bodyBase64: string;
}

const recorded = JSON.parse(fs.readFileSync(process.argv[2] ?? "", "utf8")) as Record<
  string,
  RecordedResponse
>;
const responses = new Map(
  Object.entries(recorded).map(([path, { headers, bodyBase64 }]) => {
    const body = Buffer.from(bodyBase64, "base64");
    return [path, { headers: { ...headers, "content-length": String(body.length) }, body }];
  }),
);

const server = http.createServer((request, response) => {
  const path = (request.url ?? "/").split("?")[0] ?? "/";
  const answer = responses.get(path);
  // A body sent with the request is read to the end, as the real server must.
  request.resume();
  request.on("end", () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
  });
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => process.exit(0));
