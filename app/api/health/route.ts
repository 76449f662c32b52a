import { checkDatabase } from "@/lib/db/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const health = await checkDatabase();
  if (health.ok) return Response.json({ ok: true, db: "ok" });
  return Response.json({ ok: false, db: "unavailable", error: health.reason }, { status: 503 });
}
