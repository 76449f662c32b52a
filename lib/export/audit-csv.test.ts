import Papa from "papaparse";
import { describe, expect, test } from "vitest";
import type { AuditEvent } from "@/lib/audit/store";
import { AUDIT_COLUMNS, auditCsv } from "./audit-csv";

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: "e1",
  createdAt: new Date("2026-12-01T14:05:00.000Z"),
  actorId: "u1",
  actorName: "Ada Lovelace",
  action: "scenario.saved",
  targetType: "scenario",
  targetId: "s1",
  targetName: "Plan, with a comma",
  detail: "version 2",
  ...overrides,
});

describe("auditCsv", () => {
  test("one row per event under the header, UTC times, commas quoted", () => {
    const csv = auditCsv([
      event({}),
      event({
        id: "e2",
        action: "member.role-changed",
        targetType: "member",
        targetName: "Bob",
        detail: "editor → viewer",
        actorId: null,
      }),
    ]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual([...AUDIT_COLUMNS]);
    expect(rows[1]).toEqual([
      "2026-12-01T14:05:00.000Z",
      "Ada Lovelace",
      "scenario.saved",
      "scenario",
      "Plan, with a comma",
      "version 2",
      "u1",
      "s1",
    ]);
    expect(rows[2]).toEqual([
      "2026-12-01T14:05:00.000Z",
      "Ada Lovelace",
      "member.role-changed",
      "member",
      "Bob",
      "editor → viewer",
      "",
      "s1",
    ]);
  });

  test("a name that starts like a formula is shown, not run", () => {
    const rows = Papa.parse<string[]>(
      auditCsv([event({ actorName: '=HYPERLINK("x")', targetName: "+1" })]).trim(),
    ).data;
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("x")');
    expect(rows[1]?.[4]).toBe("'+1");
  });
});
