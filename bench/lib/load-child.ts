// The load generator, in a process of its own (see load.ts for why): it receives one LoadRequest, runs
// autocannon and answers with the result.
import autocannon from "autocannon";
import { clientAddress, type LoadRequest, type LoadResult } from "./load.ts";

process.once("message", async (options: LoadRequest) => {
  let sequence = options.logins?.firstSequence ?? 0;
  const logins = options.logins;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? "GET",
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: logins
      ? [
          {
            setupRequest: (request) => {
              sequence += 1;
              return {
                ...request,
                headers: { "content-type": "application/json", "x-forwarded-for": clientAddress(sequence) },
                body: JSON.stringify({
                  usuario: `${logins.loginPrefix}${sequence % logins.users}`,
                  senha: logins.password,
                  salvar: false,
                }),
              };
            },
          },
        ]
      : undefined,
  });
  const answer: LoadResult = {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    lastSequence: sequence,
  };
  process.send?.(answer, () => process.exit(0));
});
