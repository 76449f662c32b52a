import { describe, expect, test } from "vitest";
import { verifiedToken } from "@/lib/accounts/session-lookup";
import { getAuth } from "@/lib/accounts/server";
import { signUpForTest } from "@/scripts/test-support/users";
import { getDb } from "@/lib/db";
import { findSessionCaller } from "@/lib/accounts/sessions-store";

const tokenOf = async (cookie: string) => {
  const context = await (await getAuth()).$context;
  const value = decodeURIComponent(new RegExp(`${context.authCookies.sessionToken.name}=([^;]+)`).exec(cookie)![1]!);
  return verifiedToken(value, context.secret)!;
};

describe("findSessionCaller", () => {
  test("a session's user, expiry and membership of its active workspace, in one answer", async () => {
    const user = await signUpForTest("one-query");
    const token = await tokenOf(user.cookie);
    const stored = await getDb().session.findUniqueOrThrow({ where: { token } });
    const workspace = await getDb().organization.findUniqueOrThrow({ where: { id: user.workspaceId } });
    expect(await findSessionCaller(token)).toEqual({
      expiresAt: stored.expiresAt,
      user: { id: user.id, name: user.name, email: user.email },
      membership: { workspaceId: user.workspaceId, workspaceName: workspace.name, role: "owner" },
    });
  });

  test("no membership when the session's workspace is one the user is not in", async () => {
    const user = await signUpForTest("not-a-member");
    const other = await signUpForTest("other-owner");
    const token = await tokenOf(user.cookie);
    await getDb().session.update({ where: { token }, data: { activeOrganizationId: other.workspaceId } });
    expect((await findSessionCaller(token))?.membership).toBeNull();
  });

  test("an unknown token finds nothing", async () => {
    expect(await findSessionCaller("no-such-token")).toBeNull();
  });
});
