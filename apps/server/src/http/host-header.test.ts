import { describe, expect, it } from "vitest";
import { hostNameOf } from "./host-header.ts";

describe("hostNameOf", () => {
  it("gives the host name in lower case, without the port or a final dot", () => {
    expect(hostNameOf("localhost:3000")).toBe("localhost");
    expect(hostNameOf("ESCOLA.Example.")).toBe("escola.example");
    expect(hostNameOf("escola.example.:443")).toBe("escola.example");
    expect(hostNameOf("127.0.0.1:3000")).toBe("127.0.0.1");
    expect(hostNameOf("[::1]:3000")).toBe("[::1]");
    expect(hostNameOf("xn--lcalhost-9fg")).toBe("xn--lcalhost-9fg");
  });

  it("refuses anything that is not a host and an optional port", () => {
    for (const header of [
      undefined,
      "",
      ":3000",
      "localhost:@evil.example:3301",
      "user@localhost",
      "localhost:3000:3301",
      "localhost:",
      "localhost/evil",
      "localhost evil",
      "localhost..example",
      "lоcalhost",
      Buffer.from("lоcalhost", "utf8").toString("latin1"),
      "[::1",
    ]) {
      expect(hostNameOf(header), String(header)).toBeNull();
    }
  });
});
