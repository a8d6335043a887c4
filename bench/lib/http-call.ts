import http from "node:http";

export interface CallResult {
  status: number;
  body: string;
  ms: number;
}

/** One request with a chosen Host header (the tenant), timed from send to the last byte. */
export function callServer(
  url: string,
  options: {
    method: "GET" | "POST";
    path: string;
    host: string;
    headers?: Record<string, string>;
    body?: string;
    /** A keep-alive agent, so a load of many calls does not open a connection for each. */
    agent?: http.Agent;
  },
): Promise<CallResult> {
  const target = new URL(options.path, url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method,
        ...(options.agent ? { agent: options.agent } : {}),
        headers: {
          host: options.host,
          ...(options.body ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
