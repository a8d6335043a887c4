import { createLocalJWKSet, exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { LOCAL_KEY_ID, signLocalToken } from "./local-oidc.ts";
import { OidcVerificationError } from "./oidc-provider.ts";
import { isGoogleIssuer, isMicrosoftIssuer } from "./real-oidc.ts";
import { createOidcVerifier } from "./verify-id-token.ts";

const TID = "9188040d-6c67-4c5b-b112-36a304b66dad";

async function setup() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: LOCAL_KEY_ID }] });
  const microsoft = createOidcVerifier({
    name: "microsoft",
    keys,
    issuerMatches: isMicrosoftIssuer,
    emailVerified: (payload) => payload.xms_edov === true,
  });
  const sign = (claims: Record<string, unknown>) =>
    signLocalToken(privateKey, LOCAL_KEY_ID, {
      provider: "microsoft",
      audience: "client",
      subject: "s",
      nonce: "n",
      email: "a@b.example",
      claims,
    });
  return { microsoft, sign };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "accepted";
  } catch (error) {
    return error instanceof OidcVerificationError ? error.reason : String(error);
  }
}

describe("id_token verification", () => {
  it("accepts Microsoft's issuer only for the token's own directory", async () => {
    const { microsoft, sign } = await setup();
    const iss = `https://login.microsoftonline.com/${TID}/v2.0`;
    const identity = await microsoft.verify(await sign({ iss, tid: TID, xms_edov: true }), "client");
    expect(identity).toMatchObject({ subject: "s", nonce: "n", email: "a@b.example", emailVerified: true });
    const other = "72f988bf-86f1-41af-91ab-2d7cd011db47";
    expect(await reasonOf(microsoft.verify(await sign({ iss, tid: other }), "client"))).toBe("issuer");
    expect(
      await reasonOf(
        microsoft.verify(await sign({ iss: "https://login.microsoftonline.com/{tenantid}/v2.0" }), "client"),
      ),
    ).toBe("issuer");
  });

  it("does not trust a Microsoft e-mail without xms_edov", async () => {
    const { microsoft, sign } = await setup();
    const iss = `https://login.microsoftonline.com/${TID}/v2.0`;
    const identity = await microsoft.verify(await sign({ iss, tid: TID }), "client");
    expect(identity.emailVerified).toBe(false);
  });

  it("names each failure", async () => {
    const { microsoft, sign } = await setup();
    const iss = `https://login.microsoftonline.com/${TID}/v2.0`;
    expect(await reasonOf(microsoft.verify(await sign({ iss, tid: TID }), "another"))).toBe("audience");
    expect(
      await reasonOf(microsoft.verify(await sign({ iss, tid: TID, exp: 1000, iat: 900 }), "client")),
    ).toBe("expired");
    expect(await reasonOf(microsoft.verify("a.b.c", "client"))).toBe("signature");
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      JSON.stringify({ iss, tid: TID, aud: "client", sub: "s", nonce: "n" }),
    ).toString("base64url")}.`;
    expect(await reasonOf(microsoft.verify(unsigned, "client"))).toBe("signature");
  });

  it("knows Google's two issuer spellings", () => {
    expect(isGoogleIssuer({ iss: "accounts.google.com" })).toBe(true);
    expect(isGoogleIssuer({ iss: "https://accounts.google.com" })).toBe(true);
    expect(isGoogleIssuer({ iss: "https://accounts.google.com.evil.example" })).toBe(false);
  });
});
