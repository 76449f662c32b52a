import { route } from "@/lib/http/route";
import { listAudit } from "@/lib/audit/store";
import { auditCsv } from "@/lib/export/audit-csv";
import { exportFileName } from "@/lib/export/file-name";

/** The whole audit log of the workspace as a CSV download; owners only. */
export const GET = route({ role: "owner" }, async ({ caller: { workspace } }) => {
  const csv = auditCsv(await listAudit(workspace.id));
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName(workspace.name, "audit-log", "csv")}"`,
    },
  });
});
