import { describe, expect, test } from "vitest";
import { signUpForTest } from "@/scripts/test-support/users";
import { attemptsIn, takeAttempt } from "@/lib/accounts/sign-in-limits-store";
import { authHandler } from "@/lib/accounts/handler";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, SIGN_IN_WINDOW_MS } from "@/lib/accounts/sign-in-limits";

const signIn = (email: string, password: string, address: string) =>
  authHandler(
    new Request("http://localhost/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email, password }),
    }),
  );

const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe("sign-in through /api/auth/sign-in/email", () => {
  test("a wrong password and an unknown email get the same answer", async () => {
    const user = await signUpForTest("wrong-password");
    const wrong = await signIn(user.email, "not the password", address());
    const unknown = await signIn(`nobody-${crypto.randomUUID()}@example.test`, "not the password", address());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test(
    `after ${MAX_FAILURES_PER_ACCOUNT} failures an account is refused (429) from any address, even with the right ` +
      `password`,
    async () => {
      const user = await signUpForTest("locked");
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++)
        expect((await signIn(user.email, "guess", address())).status).toBe(401);
      const locked = await signIn(user.email, user.password, address());
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await locked.json()) as { message: string }).message).toMatch(/Too many failed sign-ins/);
      // Another account is not affected.
      const other = await signUpForTest("unlocked");
      expect((await signIn(other.email, other.password, address())).status).toBe(200);
    },
  );

  test("an unknown email is locked the same way, so the lock reveals nothing", async () => {
    const email = `ghost-${crypto.randomUUID()}@example.test`;
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await signIn(email, "guess", address());
    expect((await signIn(email, "guess", address())).status).toBe(429);
  });

  test(`after ${MAX_FAILURES_PER_ADDRESS} failures from one address, it is refused for every account`, async () => {
    const from = address();
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      await signIn(`spray-${i}-${crypto.randomUUID()}@example.test`, "guess", from);
    const user = await signUpForTest("sprayed");
    expect((await signIn(user.email, user.password, from)).status).toBe(429);
    expect((await signIn(user.email, user.password, address())).status).toBe(200);
  }, 60_000);

  test("a success clears the account's count", async () => {
    const user = await signUpForTest("recovers");
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await signIn(user.email, "guess", address());
    expect((await signIn(user.email, user.password, address())).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await signIn(user.email, "guess", address());
    expect((await signIn(user.email, user.password, address())).status).toBe(200);
  });
});

describe("the attempt count", () => {
  test("starts again once the window has passed, and refuses once spent", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const start = new Date("2026-12-01T10:00:00Z");
    const take = (at: Date) => takeAttempt(key, 2, SIGN_IN_WINDOW_MS, at);
    expect(await take(start)).toEqual({ taken: true });
    expect(await take(new Date(start.getTime() + 1000))).toEqual({ taken: true });
    expect(await take(new Date(start.getTime() + 2000))).toEqual({ taken: false, windowStart: start });
    expect(await attemptsIn(key, SIGN_IN_WINDOW_MS, new Date(start.getTime() + 2000))).toBe(2);
    const later = new Date(start.getTime() + SIGN_IN_WINDOW_MS);
    expect(await attemptsIn(key, SIGN_IN_WINDOW_MS, later)).toBe(0);
    expect(await take(later)).toEqual({ taken: true });
    expect(await attemptsIn(key, SIGN_IN_WINDOW_MS, later)).toBe(1);
  });
});
