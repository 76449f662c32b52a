import { describe, expect, test } from "vitest";
import { getAuth } from "@/lib/accounts/server";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import { createApiKey, resolveApiKey } from "@/lib/accounts/keys-store";
import { listAudit } from "@/lib/audit/store";
import { getDb } from "@/lib/db";

// Through better-auth's own organization endpoints, as the Members page calls them.
describe("member changes in the audit log", () => {
  test("a role change and a removal are logged under the owner who made them, and the removed member's keys die", async () => {
    const owner = await signUpForTest("members-owner");
    const bob = await joinAs(await signUpForTest("members-bob"), owner.workspaceId, "editor");
    const key = await createApiKey({ id: bob.id, name: bob.name }, owner.workspaceId, "editor", {
      name: "bob's script",
      role: "editor",
    });
    const member = await getDb().member.findFirstOrThrow({
      where: { userId: bob.id, organizationId: owner.workspaceId },
    });
    const auth = await getAuth();
    const headers = new Headers({ cookie: owner.cookie });

    await auth.api.updateMemberRole({
      body: { memberId: member.id, role: "viewer", organizationId: owner.workspaceId },
      headers,
    });
    await auth.api.removeMember({ body: { memberIdOrEmail: member.id, organizationId: owner.workspaceId }, headers });

    const events = (await listAudit(owner.workspaceId)).filter((e) => e.targetType === "member");
    expect(events.map((e) => [e.actorName, e.action, e.targetName, e.detail])).toEqual([
      [owner.name, "member.removed", bob.name, "was viewer"],
      [owner.name, "member.role-changed", bob.name, "editor → viewer"],
    ]);
    expect(await resolveApiKey(key.key)).toBeNull();
  });

  // better-auth's leave deletes the member row itself, without the organization hooks removal runs.
  test("a member who leaves is logged under their own name, and their keys die with the membership", async () => {
    const owner = await signUpForTest("leave-owner");
    const carol = await joinAs(await signUpForTest("leave-carol"), owner.workspaceId, "editor");
    const key = await createApiKey({ id: carol.id, name: carol.name }, owner.workspaceId, "editor", {
      name: "carol's script",
      role: "editor",
    });
    const auth = await getAuth();
    await auth.api.leaveOrganization({
      body: { organizationId: owner.workspaceId },
      headers: new Headers({ cookie: carol.cookie }),
    });

    const events = (await listAudit(owner.workspaceId)).filter(
      (e) => e.targetType === "member" && e.targetId === carol.id,
    );
    expect(events.map((e) => [e.actorName, e.action, e.targetName, e.detail])).toEqual([
      [carol.name, "member.removed", carol.name, "left; was editor"],
    ]);
    expect(await resolveApiKey(key.key)).toBeNull();
  });

  // A key was capped by its creator's role on each request, so promoted again, the old editor key
  // wrote again: the same "keys come back" as a re-invited member's.
  test("a role that drops revokes the keys above it, which a later promotion doesn't bring back", async () => {
    const owner = await signUpForTest("demote-owner");
    const dan = await joinAs(await signUpForTest("demote-dan"), owner.workspaceId, "editor");
    const makeKey = async (role: "editor" | "viewer") => {
      const made = await createApiKey({ id: dan.id, name: dan.name }, owner.workspaceId, "editor", {
        name: `dan's ${role} script`,
        role,
      });
      return made.key;
    };
    const editorKey = await makeKey("editor");
    const viewerKey = await makeKey("viewer");
    const { id: memberId } = await getDb().member.findFirstOrThrow({
      where: { userId: dan.id, organizationId: owner.workspaceId },
    });
    const auth = await getAuth();
    const setRole = (role: "editor" | "viewer") =>
      auth.api.updateMemberRole({
        body: { memberId, role, organizationId: owner.workspaceId },
        headers: new Headers({ cookie: owner.cookie }),
      });

    await setRole("viewer");
    expect(await resolveApiKey(editorKey)).toBeNull();
    expect(await resolveApiKey(viewerKey)).toMatchObject({ role: "viewer" });
    await setRole("editor");
    expect(await resolveApiKey(editorKey)).toBeNull();
    expect(await resolveApiKey(viewerKey)).toMatchObject({ role: "viewer" });
  });

  test("a deleted workspace takes its members' keys with it", async () => {
    const owner = await signUpForTest("delete-owner");
    const erin = await joinAs(await signUpForTest("delete-erin"), owner.workspaceId, "editor");
    const made = await createApiKey({ id: erin.id, name: erin.name }, owner.workspaceId, "editor", {
      name: "erin's script",
      role: "editor",
    });
    await (
      await getAuth()
    ).api.deleteOrganization({
      body: { organizationId: owner.workspaceId },
      headers: new Headers({ cookie: owner.cookie }),
    });
    expect(await resolveApiKey(made.key)).toBeNull();
    expect(await getDb().apiKey.count({ where: { workspaceId: owner.workspaceId } })).toBe(0);
  });

  test("an invitation sent and one cancelled are logged under the owner, naming the email and the role", async () => {
    const owner = await signUpForTest("invites-owner");
    const auth = await getAuth();
    const headers = new Headers({ cookie: owner.cookie });
    const email = `invited-${Date.now().toString(36)}@example.com`;
    const sent = await auth.api.createInvitation({
      body: { email, role: "editor", organizationId: owner.workspaceId },
      headers,
    });
    await auth.api.cancelInvitation({ body: { invitationId: sent.id }, headers });

    const events = (await listAudit(owner.workspaceId)).filter((e) => e.targetType === "invitation");
    expect(events.map((e) => [e.actorName, e.action, e.targetId, e.targetName, e.detail])).toEqual([
      [owner.name, "invitation.cancelled", sent.id, email, "was editor"],
      [owner.name, "invitation.sent", sent.id, email, "as editor"],
    ]);
  });
});
