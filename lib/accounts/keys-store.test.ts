import { describe, expect, test } from "vitest";
import { getDb } from "@/lib/db";
import { signUpForTest } from "@/scripts/test-support/users";
import { listAudit } from "@/lib/audit/store";
import { createApiKey, listApiKeys, resolveApiKey, revokeApiKey, revokeMemberApiKeys } from "./keys-store";

/** A real account (better-auth sign-up) and the workspace it owns: keys hang off both. */
const ids = async () => {
  const user = await signUpForTest("api-keys");
  return { user: { id: user.id, name: user.name }, workspace: user.workspaceId };
};

async function made(
  userId: { id: string; name: string },
  workspaceId: string,
  role: "viewer" | "editor" | "owner" = "editor",
) {
  const result = await createApiKey(userId, workspaceId, "owner", { name: "nightly export", role });
  return result;
}

describe("API keys", () => {
  test("a new key is shown once and resolves to its creator, workspace and role", async () => {
    const { user, workspace } = await ids();
    const { key, summary } = await made(user, workspace);
    expect(key).toMatch(/^tco_[A-Za-z0-9_-]{43}$/);
    expect(summary).toMatchObject({
      name: "nightly export",
      role: "editor",
      start: key.slice(0, 12),
      lastUsedAt: null,
    });
    expect(await resolveApiKey(key)).toEqual({
      keyId: summary.id,
      user: { ...user, email: expect.stringContaining("@") },
      workspaceId: workspace,
      role: "editor",
    });
    expect(await listApiKeys(user.id, workspace)).toEqual([{ ...summary, lastUsedAt: expect.any(Date) }]);
  });

  test("the clear key is stored nowhere: the row holds its first 12 characters and a SHA-256", async () => {
    const { user, workspace } = await ids();
    const { key, summary } = await made(user, workspace);
    const rows = await getDb().apiKey.findMany({ where: { id: summary.id } });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(12, 30));
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("a key's role can't be higher than its creator's", async () => {
    const { user, workspace } = await ids();
    const tooHigh = { code: "role_too_high", status: 403 };
    await expect(createApiKey(user, workspace, "viewer", { name: "too strong", role: "editor" })).rejects.toMatchObject(
      tooHigh,
    );
    await expect(createApiKey(user, workspace, "editor", { name: "too strong", role: "owner" })).rejects.toMatchObject(
      tooHigh,
    );
    expect((await createApiKey(user, workspace, "editor", { name: "fine", role: "viewer" })).key).toMatch(/^\w/);
    expect(await getDb().apiKey.count({ where: { userId: user.id, name: "too strong" } })).toBe(0);
  });

  test("a revoked key resolves to nothing, and only its owner can revoke it", async () => {
    const { user, workspace } = await ids();
    const { key, summary } = await made(user, workspace);
    expect(await revokeApiKey({ id: "someone-else", name: "Eve" }, workspace, summary.id)).toBe(false);
    expect(await revokeApiKey(user, (await ids()).workspace, summary.id)).toBe(false);
    expect(await resolveApiKey(key)).not.toBeNull();
    expect(await revokeApiKey(user, workspace, summary.id)).toBe(true);
    expect(await revokeApiKey(user, workspace, summary.id)).toBe(false);
    expect(await resolveApiKey(key)).toBeNull();
    expect(await listApiKeys(user.id, workspace)).toEqual([]);
  });

  test("making and revoking a key are in the workspace's audit log, under the person's name", async () => {
    const { user, workspace } = await ids();
    const { summary } = await made(user, workspace, "viewer");
    await revokeApiKey(user, workspace, summary.id);
    expect((await listAudit(workspace)).map((e) => [e.actorName, e.action, e.targetName, e.detail])).toEqual([
      [user.name, "api-key.revoked", "nightly export", null],
      [user.name, "api-key.created", "nightly export", "viewer"],
    ]);
  });

  test("a member who leaves loses every key in that workspace", async () => {
    const { user, workspace } = await ids();
    const first = await made(user, workspace);
    const second = await made(user, workspace, "viewer");
    const elsewhere = await made(user, (await ids()).workspace);
    expect(await revokeMemberApiKeys(user.id, workspace)).toBe(2);
    expect(await resolveApiKey(first.key)).toBeNull();
    expect(await resolveApiKey(second.key)).toBeNull();
    expect(await resolveApiKey(elsewhere.key)).not.toBeNull();
  });

  test("last used: set on first use, then kept to the minute", async () => {
    const { user, workspace } = await ids();
    const { key, summary } = await made(user, workspace);
    const before = Date.now();
    await resolveApiKey(key);
    const first = (await getDb().apiKey.findUniqueOrThrow({ where: { id: summary.id } })).lastUsedAt;
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await resolveApiKey(key);
    expect((await getDb().apiKey.findUniqueOrThrow({ where: { id: summary.id } })).lastUsedAt).toEqual(first);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await getDb().apiKey.update({ where: { id: summary.id }, data: { lastUsedAt: twoMinutesAgo } });
    await resolveApiKey(key);
    const later = (await getDb().apiKey.findUniqueOrThrow({ where: { id: summary.id } })).lastUsedAt;
    expect(later?.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });

  test("malformed, unknown and look-alike keys resolve to nothing", async () => {
    const { user, workspace } = await ids();
    const { key } = await made(user, workspace);
    for (const wrong of [
      "",
      "tco_",
      key.slice(0, -1),
      `${key}x`,
      `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`,
      key.replace("tco_", "xyz_"),
    ]) {
      expect(await resolveApiKey(wrong), wrong).toBeNull();
    }
  });
});
