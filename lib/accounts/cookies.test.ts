import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";

const signUp = (origin: string, headers: Record<string, string> = {}) =>
  authHandler(
    new Request(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({
        name: "Cookie Test",
        email: `cookie-${crypto.randomUUID()}@example.test`,
        password: "a long enough password",
      }),
    }),
  );

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));

describe("the session cookie", () => {
  test("is HttpOnly and SameSite=Lax on every path, and not Secure over plain HTTP (a LAN install still signs in)", async () => {
    const response = await signUp("http://localhost");
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  test("is Secure when the request came over HTTPS, directly or through a proxy that says so", async () => {
    for (const response of [
      await signUp("https://tco.example.com"),
      await signUp("http://localhost", { "x-forwarded-proto": "https" }),
    ]) {
      expect(response.status).toBe(200);
      expect(sessionCookie(response)).toMatch(/;\s*Secure/i);
      expect(sessionCookie(response)).toMatch(/;\s*HttpOnly/i);
    }
  });
});
