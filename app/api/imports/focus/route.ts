import { revalidatePath } from "next/cache";
import { readFocusStream, BillTooLarge } from "@/lib/bill/stream";
import { BillRefused, type GpuRule } from "@/lib/bill/types";
import { authorize, scopeOf } from "@/lib/auth/access";
import { createScenario } from "@/lib/data/scenarios";
import { focusLimits } from "@/lib/http/focus-limits";
import { errorResponse, withDatabase } from "@/lib/http/responses";
import { scenarioResponse } from "@/lib/http/scenario-response";
import { parseGpuRules } from "@/lib/validation/gpu-rule";
import { parseScenario } from "@/lib/validation/scenario";

const tooLarge = (what: string) => errorResponse(413, [{ path: "", message: what }]);
const CONTENT_TYPES = /^(text\/csv|application\/(gzip|x-gzip|octet-stream))\b/i;

/** A byte stream that stops with BillTooLarge once more than `limit` bytes have come through. */
function bounded(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  limit: number,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(new BillTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Reads a FOCUS cost export (text/csv or application/gzip) into `{ bill }`, streaming: the file is
 * never held whole. `?rules=` adds GPU rules (JSON) before the built-in ones; `?create=1` also
 * saves the bill's scenario (201). A refused file is a 400 naming the reason; too large a 413.
 */
export const POST = withDatabase(async (request: Request) => {
  const access = await authorize(request, "editor");
  if (!access.ok) return access.response;
  const url = new URL(request.url);
  let rules: GpuRule[] = [];
  const rulesParam = url.searchParams.get("rules");
  if (rulesParam !== null) {
    const parsed = parseGpuRules(rulesParam);
    if (!parsed.ok) return errorResponse(400, parsed.errors);
    rules = parsed.rules;
  }
  const create = url.searchParams.get("create");
  if (create !== null && create !== "1" && create !== "0")
    return errorResponse(400, [{ path: "create", message: "create must be 1 or 0" }]);
  if (!CONTENT_TYPES.test(request.headers.get("content-type") ?? "")) {
    return errorResponse(415, [{ path: "", message: "Content-Type must be text/csv or application/gzip" }]);
  }
  const limit = focusLimits.bodyBytes;
  const overLimit = `The file is larger than ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`}; summarize it in the browser ("Start from your cloud bill") or with npm run bill instead`;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return tooLarge(overLimit);
  if (!request.body) return errorResponse(400, [{ path: "", message: "The file is empty." }]);

  let bill;
  try {
    const body = bounded(request.body as ReadableStream<Uint8Array<ArrayBuffer>>, limit);
    bill = await readFocusStream(body, {
      rules,
      fileName: url.searchParams.get("name") ?? undefined,
      maxTextBytes: focusLimits.textBytes,
    });
  } catch (error) {
    if (error instanceof BillTooLarge) {
      return tooLarge(error.limitBytes === limit ? overLimit : error.message);
    }
    if (error instanceof BillRefused) return errorResponse(400, [{ path: "", message: error.message }]);
    throw error;
  }
  if (create !== "1") return Response.json({ bill });

  const scenario = parseScenario(bill.scenario);
  if (!scenario.ok)
    return errorResponse(
      400,
      scenario.errors.map((e) => ({ path: `scenario.${e.path}`, message: e.message })),
    );
  const stored = await createScenario(scopeOf(access.caller), scenario.scenario, {}, "Created from a FOCUS bill");
  revalidatePath("/");
  const saved = scenarioResponse(stored, { created: true });
  const body = (await saved.json()) as Record<string, unknown>;
  return Response.json({ ...body, bill }, { status: 201, headers: saved.headers });
});
