import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { conflictResponse, scenarioResponse } from "@/lib/scenarios/response";
import { readRestoreBody, versionParams } from "@/lib/scenarios/request";
import { restoreRevision } from "@/lib/scenarios/store";

/**
 * Restores an old version by saving it again as the newest one. With a body `{ version }`, the
 * version the client has on screen, it refuses (409) when someone has saved since.
 */
export const POST = route(
  {
    path: "/api/scenarios/[id]/revisions/[version]/restore",
    role: "editor",
    params: versionParams,
    body: readRestoreBody,
  },
  async ({ caller, params: { id, version }, body }) => {
    const over = body?.version;
    const result = await restoreRevision(scopeOf(caller), id, version, over);
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
