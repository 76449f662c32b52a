import { revalidatePath } from "next/cache";
import { notFound, withDatabase } from "@/lib/http/responses";
import { undeleteScenario } from "@/lib/data/scenarios";

/** Undoes a delete. */
export const POST = withDatabase(async (_request: Request, ctx: RouteContext<"/api/scenarios/[id]/restore">) => {
  const { id } = await ctx.params;
  const stored = await undeleteScenario(id);
  if (!stored) return notFound();
  revalidatePath("/");
  return Response.json({ id: stored.id, version: stored.version, updatedAt: stored.updatedAt });
});
