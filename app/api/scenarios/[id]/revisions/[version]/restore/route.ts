import { revalidatePath } from "next/cache";
import { authorize, scopeOf } from "@/lib/auth/access";
import { notFound, withDatabase } from "@/lib/http/responses";
import { conflictResponse, scenarioResponse } from "@/lib/http/scenario-response";
import { readRestoreBody, versionParam } from "@/lib/http/scenario-request";
import { restoreRevision } from "@/lib/data/scenarios";

/**
 * Restores an old version by saving it again as the newest one. With a body `{ version }`, the
 * version the client has on screen, it refuses (409) when someone has saved since.
 */
export const POST = withDatabase(
  async (request: Request, ctx: RouteContext<"/api/scenarios/[id]/revisions/[version]/restore">) => {
    const access = await authorize(request, "editor");
    if (!access.ok) return access.response;
    const { id, version } = await ctx.params;
    const revision = versionParam(version);
    if (!revision.ok) return revision.response;
    const body = await readRestoreBody(request);
    if (!body.ok) return body.response;
    const over = body.value?.version;
    const result = await restoreRevision(scopeOf(access.caller), id, revision.value, over);
    if (result.status === "not-found") return notFound();
    if (result.status === "conflict") {
      const message =
        over === undefined
          ? "Someone saved in the meantime; try again"
          : `Someone saved version ${result.currentVersion} after the version ${over} you have open`;
      return conflictResponse(message, result.currentVersion);
    }
    revalidatePath("/");
    return scenarioResponse(result.scenario);
  },
);
