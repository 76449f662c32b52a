import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { billScenario, readBill, readFocusBody, readFocusQuery } from "@/lib/bill/upload";
import { route } from "@/lib/http/route";
import { scenarioResponse } from "@/lib/scenarios/response";
import { createScenario } from "@/lib/scenarios/store";

/**
 * Reads a FOCUS cost export (text/csv or application/gzip) into `{ bill }`, streaming: the file is
 * never held whole. `?rules=` adds GPU rules (JSON) before the built-in ones; `?create=1` also
 * saves the bill's scenario (201), or answers 422 `no_gpu_rows` when no row is GPU usage (the
 * message says which rule to add). A refused file is a 400 naming the reason; too large a 413.
 */
export const POST = route(
  { role: "editor", query: readFocusQuery, body: readFocusBody },
  async ({ caller, query, body }) => {
    const bill = await readBill(body, query);
    if (!query.create) return Response.json({ bill });
    const stored = await createScenario(scopeOf(caller), billScenario(bill), {}, "Created from a FOCUS bill");
    revalidatePath("/");
    return scenarioResponse(stored, { created: true, also: { bill } });
  },
);
