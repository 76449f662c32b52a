import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { signUpForTest } from "@/scripts/test-support/users";
import { MAX_FAILURES_PER_ACCOUNT, MAX_PASSWORD_CHECKS_PER_USER } from "@/lib/accounts/sign-in-limits";

/*
 * The attempt limits hold under concurrency (issue 22: 40 wrong passwords sent at once got 18
 * password checks, not 5). Every request goes through the real handler on the test database, so
 * this runs on SQLite and on PostgreSQL. A request that reached the password check is answered
 * as a wrong password (401 or 400); one the limit stopped first is a 429.
 */
const CONCURRENT = 40;

const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  authHandler(
    new Request(`http://localhost/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>(
    (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
    {},
  );

describe(`${CONCURRENT} concurrent wrong passwords`, () => {
  test(`for one account's sign-in get at most ${MAX_FAILURES_PER_ACCOUNT} password checks`, async () => {
    const user = await signUpForTest("raced");
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        post("/sign-in/email", { email: user.email, password: "not the password" }, { "x-forwarded-for": address() }),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: MAX_FAILURES_PER_ACCOUNT, 429: CONCURRENT - MAX_FAILURES_PER_ACCOUNT });
    // The right password is refused too until the window ends.
    expect((await post("/sign-in/email", { email: user.email, password: user.password })).status).toBe(429);
  }, 60_000);

  test(`for one user's change-password get at most ${MAX_PASSWORD_CHECKS_PER_USER} password checks`, async () => {
    const user = await signUpForTest("raced-change");
    const change = (currentPassword: string) =>
      post("/change-password", { currentPassword, newPassword: "a new password 123" }, { cookie: user.cookie });
    const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => change("not the password")));
    expect(statuses(responses)).toEqual({
      400: MAX_PASSWORD_CHECKS_PER_USER,
      429: CONCURRENT - MAX_PASSWORD_CHECKS_PER_USER,
    });
    const locked = await change(user.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      await signUpForTest("other-changer").then((other) =>
        post(
          "/change-password",
          {
            currentPassword: other.password,
            newPassword: "a new password 123",
          },
          { cookie: other.cookie },
        ),
      ),
    ).toHaveProperty("status", 200);
  }, 60_000);
});

describe("change-password's attempt limit", () => {
  test("counts only wrong current passwords, and a success clears the count", async () => {
    const user = await signUpForTest("changer");
    const change = (currentPassword: string, newPassword = "a new password 123") =>
      post("/change-password", { currentPassword, newPassword }, { cookie: user.cookie });
    for (let i = 0; i < MAX_PASSWORD_CHECKS_PER_USER - 1; i++) expect((await change("wrong")).status).toBe(400);
    // A new password that is too short is not a guess at the current one.
    for (let i = 0; i < MAX_PASSWORD_CHECKS_PER_USER; i++)
      expect((await change(user.password, "short")).status).toBe(400);
    expect((await change(user.password)).status).toBe(200);
    for (let i = 0; i < MAX_PASSWORD_CHECKS_PER_USER - 1; i++) expect((await change("wrong")).status).toBe(400);
    expect((await change("a new password 123", "another password 456")).status).toBe(200);
  }, 60_000);
});

// better-auth mounts /verify-password for any signed-in caller, where a stolen session cookie
// could guess the account's password without limit (found by the auth fuzz).
describe("verify-password's attempt limit", () => {
  test(`is change-password's: ${MAX_PASSWORD_CHECKS_PER_USER} wrong passwords per user, concurrent or not`, async () => {
    const user = await signUpForTest("verifier");
    const verify = (password: string) => post("/verify-password", { password }, { cookie: user.cookie });
    const responses = await Promise.all(Array.from({ length: CONCURRENT }, () => verify("not the password")));
    expect(statuses(responses)).toEqual({
      400: MAX_PASSWORD_CHECKS_PER_USER,
      429: CONCURRENT - MAX_PASSWORD_CHECKS_PER_USER,
    });
    expect((await verify(user.password)).status).toBe(429);
    const change = post(
      "/change-password",
      { currentPassword: user.password, newPassword: "a new password 123" },
      { cookie: user.cookie },
    );
    expect((await change).status).toBe(429);
  }, 60_000);

  test("a right password gives the count back", async () => {
    const user = await signUpForTest("verifier-right");
    const verify = (password: string) => post("/verify-password", { password }, { cookie: user.cookie });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_PASSWORD_CHECKS_PER_USER - 1; i++) expect((await verify("wrong")).status).toBe(400);
      expect((await verify(user.password)).status).toBe(200);
    }
  }, 60_000);
});
