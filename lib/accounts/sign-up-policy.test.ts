import { beforeAll, describe, expect, test, vi } from "vitest";
import { maySignUp } from "./sign-up-policy";
import { signUpForTest } from "@/scripts/test-support/users";

describe("who may sign up through single sign-on", () => {
  beforeAll(async () => {
    // Not the first account: that one is welcome whichever way it comes.
    await signUpForTest("existing");
    vi.stubEnv("SSO_ISSUER", "https://login.example.com");
    vi.stubEnv("SSO_CLIENT_ID", "tco");
    vi.stubEnv("SSO_CLIENT_SECRET", "secret");
    vi.stubEnv("BETTER_AUTH_URL", "https://tco.example.com");
    vi.stubEnv("SSO_ALLOWED_DOMAINS", "example.com");
    return () => vi.unstubAllEnvs();
  });

  test("an allowed domain may; another may not, even when open sign-up lets it in with a password", async () => {
    expect(process.env.AUTH_OPEN_SIGNUP).toBe("1");
    expect(await maySignUp({ email: "ada@example.com", via: "sso" })).toBe(true);
    expect(await maySignUp({ email: "eve@elsewhere.test", via: "sso" })).toBe(false);
    expect(await maySignUp({ email: "eve@elsewhere.test", via: "password" })).toBe(true);
  });
});
