import { revalidatePath } from "next/cache";
import { scopeOf } from "@/lib/accounts/access";
import { readFocusStream, BillTooLarge } from "@/lib/bill/stream";
import { BillRefused } from "@/lib/bill/types";
import { loadCatalogs } from "@/lib/catalog/load";
import { createScenario } from "@/lib/scenarios/store";
import { focusLimits } from "@/lib/bill/limits";
import { focusTooLarge, readFocusBody, readFocusQuery } from "@/lib/bill/upload";
import { errorResponse, refusal } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { scenarioResponse } from "@/lib/scenarios/response";
import { parseScenario } from "@/lib/scenarios/schema";

/**
 * Reads a FOCUS cost export (text/csv or application/gzip) into `{ bill }`, streaming: the file is
 * never held whole. `?rules=` adds GPU rules (JSON) before the built-in ones; `?create=1` also
 * saves the bill's scenario (201), or answers 422 `no_gpu_rows` when no row is GPU usage (the
 * message says which rule to add). A refused file is a 400 naming the reason; too large a 413.
 */
export const POST = route(
  { role: "editor", query: readFocusQuery, body: readFocusBody },
  async ({ caller, query, body }) => {
    let bill;
    try {
      bill = await readFocusStream(body, {
        rules: query.rules,
        fileName: query.name,
        hardware: loadCatalogs().hardware.entries,
        maxTextBytes: focusLimits.textBytes,
      });
    } catch (error) {
      if (error instanceof BillTooLarge) {
        return error.limitBytes === focusLimits.bodyBytes
          ? focusTooLarge(error.limitBytes)
          : refusal(413, "too_large", error.message);
      }
      if (error instanceof BillRefused) return refusal(400, "unreadable_file", error.message);
      throw error;
    }
    if (!query.create) return Response.json({ bill });
    if (bill.scenario === null)
      return refusal(422, "no_gpu_rows", bill.noScenario?.message ?? "The bill has no GPU rows.");

    const scenario = parseScenario(bill.scenario);
    if (!scenario.ok)
      return errorResponse(
        400,
        scenario.errors.map((e) => ({ ...e, path: `scenario.${e.path}` })),
      );
    const stored = await createScenario(scopeOf(caller), scenario.scenario, {}, "Created from a FOCUS bill");
    revalidatePath("/");
    const saved = scenarioResponse(stored, { created: true });
    const answer = (await saved.json()) as Record<string, unknown>;
    return Response.json({ ...answer, bill }, { status: 201, headers: saved.headers });
  },
);
