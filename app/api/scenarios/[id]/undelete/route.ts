import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { scenarioResponse } from "@/lib/scenarios/response";
import { undeleteScenario } from "@/lib/scenarios/store";

/** Undoes a delete. */
export const POST = route({ path: "/api/scenarios/[id]/undelete", role: "editor" }, async ({ caller, params }) => {
  const stored = await undeleteScenario(scopeOf(caller), params.id);
  if (!stored) return notFound();
  revalidatePath("/");
  return scenarioResponse(stored);
});
