import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { loadDemoConfig } from "./demo-config.ts";

// Issue 9, finding 2: `npm run demo` listened on every interface with the local test provider on.
describe("loadDemoConfig", () => {
  it("listens on this machine only unless HOST says otherwise", () => {
    expect(loadDemoConfig({}).host).toBe("127.0.0.1");
    expect(loadDemoConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    // `npm start` keeps its own default.
    expect(loadConfig({}).host).toBe("0.0.0.0");
  });

  it("runs the local test provider unless told not to, and never in production", () => {
    expect(loadDemoConfig({}).localOidc).toBe(true);
    expect(loadDemoConfig({ LOCAL_OIDC: "false" }).localOidc).toBe(false);
    expect(() => loadDemoConfig({ NODE_ENV: "production" })).toThrow(/LOCAL_OIDC/);
  });
});
