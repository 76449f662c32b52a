import { revalidatePath } from "next/cache";
import { notFound, withDatabase } from "@/lib/http/responses";
import { scenarioResponse } from "@/lib/http/scenario-response";
import { undeleteScenario } from "@/lib/data/scenarios";

/** Undoes a delete. */
export const POST = withDatabase(async (_request: Request, ctx: RouteContext<"/api/scenarios/[id]/undelete">) => {
  const { id } = await ctx.params;
  const stored = await undeleteScenario(id);
  if (!stored) return notFound();
  revalidatePath("/");
  return scenarioResponse(stored);
});
