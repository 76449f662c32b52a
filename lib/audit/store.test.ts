import { describe, expect, test } from "vitest";
import { signUpForTest } from "@/scripts/test-support/users";
import { getDb } from "@/lib/db";
import { listAudit, recordAudit } from "./store";

/** A workspace of a real account's own, so each test reads only its own events. */
const workspace = async () => (await signUpForTest("audit")).workspaceId;
const ada = { id: "user-ada", name: "Ada Lovelace" };

describe("audit log", () => {
  test("events come back newest first, with the actor's name as it was", async () => {
    const workspaceId = await workspace();
    await recordAudit(getDb(), {
      workspaceId,
      actor: ada,
      action: "scenario.created",
      targetType: "scenario",
      targetId: "s1",
      targetName: "Plan A",
    });
    await recordAudit(getDb(), {
      workspaceId,
      actor: ada,
      action: "scenario.saved",
      targetType: "scenario",
      targetId: "s1",
      targetName: "Plan A",
      detail: "version 2",
    });
    const events = await listAudit(workspaceId);
    expect(events.map((e) => [e.action, e.actorName, e.targetName, e.detail])).toEqual([
      ["scenario.saved", "Ada Lovelace", "Plan A", "version 2"],
      ["scenario.created", "Ada Lovelace", "Plan A", null],
    ]);
  });

  test("a workspace sees only its own events", async () => {
    const mine = await workspace();
    const theirs = await workspace();
    await recordAudit(getDb(), {
      workspaceId: theirs,
      actor: ada,
      action: "share.created",
      targetType: "share",
      targetId: "t",
      targetName: "Plan B",
    });
    expect(await listAudit(mine)).toEqual([]);
    expect(await listAudit(theirs)).toHaveLength(1);
  });

  test("written in the change's transaction: a change that rolls back leaves no event", async () => {
    const workspaceId = await workspace();
    await expect(
      getDb().$transaction(async (tx) => {
        await recordAudit(tx, {
          workspaceId,
          actor: ada,
          action: "scenario.deleted",
          targetType: "scenario",
          targetId: "s2",
          targetName: "Gone",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await listAudit(workspaceId)).toEqual([]);
  });

  test("pages by time: `before` and `limit`", async () => {
    const workspaceId = await workspace();
    for (const name of ["one", "two", "three"]) {
      await recordAudit(getDb(), {
        workspaceId,
        actor: ada,
        action: "scenario.created",
        targetType: "scenario",
        targetId: name,
        targetName: name,
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [newest, middle] = await listAudit(workspaceId, { limit: 2 });
    expect([newest?.targetName, middle?.targetName]).toEqual(["three", "two"]);
    expect((await listAudit(workspaceId, { before: middle!.createdAt })).map((e) => e.targetName)).toEqual(["one"]);
  });

  test("events of the same millisecond are not lost between pages: `beforeId` breaks the tie", async () => {
    const workspaceId = await workspace();
    for (const name of ["left", "right"]) {
      await recordAudit(getDb(), {
        workspaceId,
        actor: ada,
        action: "member.removed",
        targetType: "member",
        targetId: name,
        targetName: name,
      });
    }
    await getDb().auditEvent.updateMany({
      where: { workspaceId },
      data: { createdAt: new Date("2026-12-01T12:00:00.000Z") },
    });
    const [first] = await listAudit(workspaceId, { limit: 1 });
    const next = await listAudit(workspaceId, { before: first!.createdAt, beforeId: first!.id });
    expect(next.map((e) => e.targetName)).toEqual(["left", "right"].filter((n) => n !== first!.targetName));
  });
});
