import { describe, expect, test } from "vitest";
import { authHandler } from "@/lib/accounts/handler";
import { cookieHeader, signUpForTest } from "@/scripts/test-support/users";

const post = (path: string, body: object, cookie = "") =>
  authHandler(
    new Request(`http://localhost/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", cookie },
      body: JSON.stringify(body),
    }),
  );

const signedIn = async (cookie: string) => {
  const response = await authHandler(new Request("http://localhost/api/auth/get-session", { headers: { cookie } }));
  return (await response.json()) !== null;
};

describe("sessions", () => {
  test("changing the password signs out every other browser, and only the new password works", async () => {
    const user = await signUpForTest("password");
    const other = cookieHeader((await post("sign-in/email", { email: user.email, password: user.password })).headers);
    expect(await signedIn(other)).toBe(true);

    const newPassword = "a brand new long password";
    const changed = await post(
      "change-password",
      { currentPassword: user.password, newPassword, revokeOtherSessions: true },
      user.cookie,
    );
    expect(changed.status).toBe(200);
    const current = cookieHeader(changed.headers) || user.cookie;
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(current)).toBe(true);
    expect((await post("sign-in/email", { email: user.email, password: user.password })).status).toBe(401);
    expect((await post("sign-in/email", { email: user.email, password: newPassword })).status).toBe(200);
  });

  test("a wrong current password changes nothing", async () => {
    const user = await signUpForTest("keeps");
    expect(
      (
        await post(
          "change-password",
          { currentPassword: "not it at all", newPassword: "a brand new long password" },
          user.cookie,
        )
      ).status,
    ).toBe(400);
    expect((await post("sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
  });

  test("signing out everywhere ends every session, this one included", async () => {
    const user = await signUpForTest("everywhere");
    const other = cookieHeader((await post("sign-in/email", { email: user.email, password: user.password })).headers);
    expect((await post("revoke-sessions", {}, user.cookie)).status).toBe(200);
    expect(await signedIn(user.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
  });

  test("signing out ends this session only", async () => {
    const user = await signUpForTest("one");
    const other = cookieHeader((await post("sign-in/email", { email: user.email, password: user.password })).headers);
    expect((await post("sign-out", {}, user.cookie)).status).toBe(200);
    expect(await signedIn(user.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(true);
  });
});
