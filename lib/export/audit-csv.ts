import Papa from "papaparse";
import type { AuditEvent } from "@/lib/audit/store";
import { neutraliseFormula } from "./formula";

export const AUDIT_COLUMNS = ["time", "who", "action", "what", "name", "detail", "whoId", "whatId"] as const;

/**
 * The audit log as CSV, one row per event under a header row (`AUDIT_COLUMNS`), times in UTC
 * ISO 8601 so a spreadsheet sorts them. Names come from users, so none may start a formula.
 */
export function auditCsv(events: readonly AuditEvent[]): string {
  const data = events.map((event) => [
    event.createdAt.toISOString(),
    neutraliseFormula(event.actorName),
    event.action,
    event.targetType,
    neutraliseFormula(event.targetName),
    neutraliseFormula(event.detail ?? ""),
    event.actorId ?? "",
    event.targetId,
  ]);
  return Papa.unparse({ fields: [...AUDIT_COLUMNS], data }, { newline: "\r\n" });
}
