import { type Config, loadConfig } from "./config.ts";

/**
 * `npm run demo`'s settings: the local test provider on (social sign-in offline), and only this machine
 * listening — the demo's accounts share one published password and its provider signs any e-mail typed, so it
 * is opened to a network only on purpose, with HOST. The environment overrides both.
 */
export function loadDemoConfig(env: Record<string, string | undefined> = process.env): Config {
  return loadConfig({ LOCAL_OIDC: "true", HOST: "127.0.0.1", ...env });
}
