import { revalidatePath } from "next/cache";
import { authorize, scopeOf } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { scenarioResponse } from "@/lib/http/scenario-response";
import { undeleteScenario } from "@/lib/data/scenarios";

/** Undoes a delete. */
export const POST = withDatabase(async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/undelete">) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const { id } = await ctx.params;
  const stored = await undeleteScenario(scopeOf(access.caller), id);
  if (!stored) return notFound();
  revalidatePath("/");
  return scenarioResponse(stored);
});
