import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  /** autocannon has no p95: p97.5 bounds it from above. */
  p97_5Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Changes each request before it is sent (distinct users, distinct client addresses). */
  setupRequest?: (request: { headers?: Record<string, string>; body?: string }) => {
    headers?: Record<string, string>;
    body?: string;
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: options.setupRequest
      ? [{ setupRequest: options.setupRequest as autocannon.Request["setupRequest"] }]
      : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/** The baseline: node:http answering with exactly the bytes and content type the real server sent. */
export async function startBareServer(
  responses: Record<string, { contentType: string; body: Buffer }>,
): Promise<BareServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const answer = responses[path];
    // A body sent with the request is read to the end, as the real server must.
    request.resume();
    request.on("end", () => {
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": answer.contentType, "content-length": answer.body.length });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
