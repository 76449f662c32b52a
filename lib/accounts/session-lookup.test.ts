import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { resolveCaller } from "@/lib/accounts/access";
import { quickSession, verifiedToken } from "@/lib/accounts/session-lookup";
import { getAuth } from "@/lib/accounts/server";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import { getDb } from "@/lib/db";

const sign = (token: string, secret: string) =>
  `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
const DAY = 24 * 60 * 60 * 1000;

describe("verifiedToken", () => {
  const secret = "a secret long enough for a test";
  test.each([
    ["a value signed with the secret", sign("abc123", secret), "abc123"],
    ["a token that holds a dot", sign("a.b", secret), "a.b"],
    ["the same value signed with another secret", sign("abc123", "another secret entirely"), null],
    ["a signature cut short", sign("abc123", secret).slice(0, -2), null],
    ["no signature", "abc123", null],
    ["an empty token", sign("", secret), null],
    ["a signature over another token", `other.${sign("abc123", secret).split(".")[1]}`, null],
  ])("%s", (_, signed, expected) => {
    expect(verifiedToken(signed, secret)).toBe(expected);
  });
});

/** The session token a test user's cookie carries. */
const tokenOf = async (cookie: string) => {
  const context = await (await getAuth()).$context;
  const value = decodeURIComponent(new RegExp(`${context.authCookies.sessionToken.name}=([^;]+)`).exec(cookie)![1]!);
  return verifiedToken(value, context.secret)!;
};

describe("the quick session lookup agrees with better-auth", () => {
  test("a signed-in cookie: the same user, workspace and role as better-auth's getSession", async () => {
    const user = await signUpForTest("quick");
    const headers = new Headers({ cookie: user.cookie });
    const quick = await quickSession(headers);
    const slow = await (await getAuth()).api.getSession({ headers });
    expect(quick?.user).toEqual({ id: slow!.user.id, name: slow!.user.name, email: slow!.user.email });
    expect(quick?.membership).toEqual({
      workspaceId: user.workspaceId,
      workspaceName: expect.any(String),
      role: "owner",
    });
    expect((await resolveCaller(headers))?.workspace).toMatchObject({ id: user.workspaceId, role: "owner" });
  });

  test("no cookie, or a cookie whose signature was altered, is anonymous", async () => {
    const user = await signUpForTest("tampered");
    expect(await quickSession(new Headers())).toBeNull();
    const tampered = user.cookie.replace(
      /(session_token=[^;]*?)(.)(%3D|=)/,
      (_, head: string, last: string, tail: string) => `${head}${last === "A" ? "B" : "A"}${tail}`,
    );
    expect(tampered).not.toBe(user.cookie);
    expect(await quickSession(new Headers({ cookie: tampered }))).toBeNull();
    expect(await resolveCaller(new Headers({ cookie: tampered }))).toBeNull();
  });

  test("a signed-out session is anonymous at once", async () => {
    const user = await signUpForTest("signed-out");
    const headers = new Headers({ cookie: user.cookie });
    await (await getAuth()).api.signOut({ headers });
    expect(await resolveCaller(headers)).toBeNull();
  });

  test("an expired session is anonymous, and better-auth deletes it as it always did", async () => {
    const user = await signUpForTest("expired");
    const token = await tokenOf(user.cookie);
    await getDb().session.update({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await quickSession(new Headers({ cookie: user.cookie }))).toBeUndefined();
    expect(await resolveCaller(new Headers({ cookie: user.cookie }))).toBeNull();
    expect(await getDb().session.findUnique({ where: { token } })).toBeNull();
  });

  test("a session due for its daily refresh is handed to better-auth, which extends it", async () => {
    const user = await signUpForTest("refresh");
    const token = await tokenOf(user.cookie);
    const soon = new Date(Date.now() + 2 * DAY);
    await getDb().session.update({ where: { token }, data: { expiresAt: soon } });
    const headers = new Headers({ cookie: user.cookie });
    expect(await quickSession(headers)).toBeUndefined();
    expect((await resolveCaller(headers))?.user.id).toBe(user.id);
    const refreshed = await getDb().session.findUniqueOrThrow({ where: { token } });
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    expect(await quickSession(headers)).toMatchObject({ user: { id: user.id } });
  });

  test("a member removed from the session's workspace has no role there at the next request", async () => {
    const owner = await signUpForTest("owner-of-two");
    const member = await signUpForTest("leaves");
    await joinAs(member, owner.workspaceId, "editor");
    const headers = new Headers({ cookie: member.cookie });
    expect((await resolveCaller(headers))?.workspace).toMatchObject({ id: owner.workspaceId, role: "editor" });
    await getDb().member.deleteMany({ where: { organizationId: owner.workspaceId, userId: member.id } });
    // Back in their own workspace, as the owner: not the editor of the one they left.
    expect((await resolveCaller(headers))?.workspace).toMatchObject({ id: member.workspaceId, role: "owner" });
  });
});
