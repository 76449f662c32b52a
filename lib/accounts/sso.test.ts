import { describe, expect, test } from "vitest";
import { emailInDomains, SSO_DOMAIN_REFUSED, SSO_PROVIDER_ID, ssoSettings, ssoSignUpRule } from "./sso";

const env = {
  SSO_ISSUER: "https://login.example.com/",
  SSO_CLIENT_ID: "tco",
  SSO_CLIENT_SECRET: "secret",
  SSO_ALLOWED_DOMAINS: " Example.com, example.org ",
  BETTER_AUTH_URL: "https://tco.example.com",
};

describe("ssoSettings", () => {
  test("off without an issuer", () => {
    expect(ssoSettings({})).toBeNull();
  });

  test("reads the issuer without a trailing slash, lower-case domains and a default name", () => {
    expect(ssoSettings(env)).toEqual({
      name: "single sign-on",
      issuer: "https://login.example.com",
      clientId: "tco",
      clientSecret: "secret",
      allowedDomains: ["example.com", "example.org"],
    });
  });

  test("names each missing or bad variable", () => {
    expect(() => ssoSettings({ SSO_ISSUER: "login.example.com", SSO_ALLOWED_DOMAINS: "example.com,@bad" })).toThrow(
      new RegExp(
        [
          "SSO_ISSUER must be the IdP's issuer URL",
          "SSO_CLIENT_ID is required when SSO_ISSUER is set",
          "SSO_CLIENT_SECRET is required",
          "BETTER_AUTH_URL is required when SSO_ISSUER is set",
          "SSO_ALLOWED_DOMAINS must be domains",
        ].join(String.raw`[\s\S]*`),
      ),
    );
  });
});

describe("emailInDomains", () => {
  test("matches the domain exactly, not a subdomain or a look-alike", () => {
    expect(emailInDomains("Ada@Example.com", ["example.com"])).toBe(true);
    expect(emailInDomains("ada@mail.example.com", ["example.com"])).toBe(false);
    expect(emailInDomains("ada@example.com.evil.test", ["example.com"])).toBe(false);
    expect(emailInDomains("example.com", ["example.com"])).toBe(false);
  });
});

describe("ssoSignUpRule", () => {
  const settings = ssoSettings(env);
  const notInvited = async () => false;
  const creating = { action: "create-user", method: "oauth", oauth: { providerId: SSO_PROVIDER_ID } } as const;

  test("lets an allowed domain sign up", async () => {
    expect(
      await ssoSignUpRule(settings, notInvited)({ user: { email: "ada@example.org" }, source: creating }),
    ).toBeUndefined();
  });

  test("refuses another domain with a message naming the allowed ones", async () => {
    const result = await ssoSignUpRule(settings, notInvited)({ user: { email: "eve@evil.test" }, source: creating });
    expect(result?.error).toBe(SSO_DOMAIN_REFUSED);
    expect(result?.errorDescription).toBe(
      "eve@evil.test can't get an account through single sign-on: only @example.com, @example.org addresses can, or " +
        "people an owner invited.",
    );
  });

  test("lets an invited address of another domain sign up", async () => {
    const invited = async (email: string) => email === "auditor@firm.test";
    expect(
      await ssoSignUpRule(settings, invited)({ user: { email: "auditor@firm.test" }, source: creating }),
    ).toBeUndefined();
  });

  test("leaves returning SSO users and other sign-in methods alone", async () => {
    const rule = ssoSignUpRule(settings, notInvited);
    expect(
      await rule({ user: { email: "eve@evil.test" }, source: { ...creating, action: "sign-in" } }),
    ).toBeUndefined();
    expect(
      await rule({ user: { email: "eve@evil.test" }, source: { action: "create-user", method: "email-password" } }),
    ).toBeUndefined();
  });
});
