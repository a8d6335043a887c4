import http from "node:http";

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  json: any;
  text: string;
}

export interface CallOptions {
  /** The tenant's host name; the Host header picks the tenant. */
  host: string;
  token?: string;
  body?: unknown;
  /**
   * Sends the first half of the body, then the rest once this settles: the request is then in the server's
   * hands, half read, for as long as the test likes.
   */
  holdBodyUntil?: Promise<void>;
}

/**
 * One request to a server on 127.0.0.1 over a fresh connection (no keep-alive, so a killed server shows as a
 * failed request, never as an answer read from a pooled socket). Rejects on a network error: the caller
 * decides what an unanswered request means.
 */
export function call(port: number, method: string, path: string, options: CallOptions): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: {
          host: `${options.host}:${port}`,
          connection: "close",
          ...(payload !== undefined
            ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, json, text });
        });
      },
    );
    request.on("error", reject);
    if (payload === undefined || !options.holdBodyUntil) {
      request.end(payload);
      return;
    }
    const bytes = Buffer.from(payload);
    const half = Math.floor(bytes.length / 2);
    request.write(bytes.subarray(0, half));
    options.holdBodyUntil.then(() => request.end(bytes.subarray(half)));
  });
}

/** Whether a status is an acknowledgement: the server said the write is done. */
export const isAcknowledged = (status: number): boolean => status >= 200 && status < 300;
