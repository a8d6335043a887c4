import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { FastifyServerOptions } from "fastify";

/** A whole answer, made once and written as it is: its status, every header, its body. */
export interface PreparedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The prepared answer of a request it knows, or undefined to leave the request to the router. */
export type EarlyAnswerFinder = (request: IncomingMessage) => PreparedAnswer | undefined;

export function prepareAnswer(status: number, headers: Record<string, string>, body: string | Buffer) {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return { status, headers: { ...headers, "content-length": String(bytes.length) }, body: bytes };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Answers written before routing (`http/early-answers.ts`): modules add the finders of theirs. */
    earlyAnswers: EarlyAnswers;
  }
}

/**
 * Answers the server knows before routing: the health check and a page's index.html, the same bytes for every
 * request of a kind. Fastify's pipeline (request and reply objects, the hook, the router, each header checked
 * as it is set) was a fifth of their time, where node:http writes a prepared answer in one call. A finder only
 * answers what the router answered once already, so the two cannot disagree; the rest goes to Fastify.
 *
 * Off while each request is logged (the log would miss them) and once the app closes (Fastify answers 503).
 */
export class EarlyAnswers {
  readonly #finders: EarlyAnswerFinder[] = [];
  #on: boolean;
  #answered = 0;

  constructor(on: boolean) {
    this.#on = on;
  }

  add(finder: EarlyAnswerFinder): void {
    this.#finders.push(finder);
  }

  /** How many requests were answered early since start. */
  get answered(): number {
    return this.#answered;
  }

  stop(): void {
    this.#on = false;
  }

  /** Fastify's `serverFactory`: its own HTTP/1 server, with its timeouts, in front of its handler. */
  readonly serverFactory = (handler: RequestListener, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((request, response) => {
      if (!this.#answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  #answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#on) return false;
    for (const find of this.#finders) {
      const found = find(request);
      if (found) {
        response.writeHead(found.status, found.headers);
        response.end(found.body);
        this.#answered++;
        return true;
      }
    }
    return false;
  }
}
