import { revalidatePath } from "next/cache";
import { errorResponse, notFound, withDatabase } from "@/lib/http/responses";
import { restoreRevision } from "@/lib/data/scenarios";
import { MAX_VERSION } from "@/lib/validation/scenario-body";

/** Restores an old version by saving it again as the newest one. */
export const POST = withDatabase(async (_request: Request, ctx: RouteContext<"/api/scenarios/[id]/revisions/[version]/restore">) => {
  const { id, version } = await ctx.params;
  const number = Number(version);
  if (!Number.isSafeInteger(number) || number < 1 || number > MAX_VERSION) {
    return errorResponse(400, [{ path: "version", message: "version must be a whole number of 1 or more" }]);
  }
  const result = await restoreRevision(id, number);
  if (result.status === "not-found") return notFound();
  if (result.status === "conflict") {
    return Response.json({ errors: [{ path: "version", message: "Someone saved in the meantime; try again" }], currentVersion: result.currentVersion }, { status: 409 });
  }
  revalidatePath("/");
  return Response.json({ id, version: result.scenario.version, scenario: result.scenario.scenario, updatedAt: result.scenario.updatedAt });
});
