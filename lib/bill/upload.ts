import "server-only";
import { parseGpuRules } from "@/lib/bill/gpu-rule-schema";
import { focusLimits } from "@/lib/bill/limits";
import { BillTooLarge, readFocusStream } from "@/lib/bill/stream";
import { BillRefused, type Bill, type GpuRule } from "@/lib/bill/types";
import { loadCatalogs } from "@/lib/catalog/load";
import { AppError, appErrorResponse, refusal } from "@/lib/http/errors";
import type { Read } from "@/lib/http/read";
import { parseScenario } from "@/lib/scenarios/schema";
import type { Scenario } from "@/lib/tco/types";
import type { FieldError, Parsed } from "@/lib/validation/field-error";

/** What `POST /api/imports/focus` reads from its query string. */
export interface FocusQuery {
  /** The user's GPU rules, tried before the built-in ones. */
  rules: GpuRule[];
  /** Also save the bill's scenario (`?create=1`). */
  create: boolean;
  /** The file's name, for the scenario's description. */
  name: string | undefined;
}

/**
 * Reads `?rules=` (JSON GPU rules), `?create=` (1 or 0) and `?name=` of a FOCUS upload.
 *
 * @example
 * readFocusQuery(new URLSearchParams("create=1&name=feb.csv")); // { ok: true, value: { rules: [], create: true, name: "feb.csv" } }
 */
export function readFocusQuery(search: URLSearchParams): Parsed<FocusQuery> {
  const errors: FieldError[] = [];
  let rules: GpuRule[] = [];
  const rulesParam = search.get("rules");
  if (rulesParam !== null) {
    const parsed = parseGpuRules(rulesParam);
    if (parsed.ok) rules = parsed.rules;
    else errors.push(...parsed.errors);
  }
  const create = search.get("create");
  if (create !== null && create !== "1" && create !== "0")
    errors.push({ path: "create", code: "not_an_option", message: "create must be 1 or 0" });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { rules, create: create === "1", name: search.get("name") ?? undefined } };
}

const CONTENT_TYPES = /^(text\/csv|application\/(gzip|x-gzip|octet-stream))\b/i;

/** The 413 of an upload over `limit` bytes, saying where a file that large can be read instead. */
function uploadTooLarge(limit: number): AppError {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`;
  const where = `summarize it in the browser ("Start from your cloud bill") or with npm run bill instead`;
  return new AppError("too_large", `The file is larger than ${size}; ${where}`);
}

/** A byte stream that stops with the upload's 413 once more than `limit` bytes have come through. */
function bounded(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  limit: number,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(uploadTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The body of a FOCUS upload as a stream, never held whole: text/csv or gzip (415 otherwise), a
 * declared length within {@link focusLimits} (413 otherwise). The stream itself stops with the
 * same 413 past the limit, so a body that lied about its length is refused as it arrives.
 */
export async function readFocusBody(request: Request): Promise<Read<ReadableStream<Uint8Array<ArrayBuffer>>>> {
  if (!CONTENT_TYPES.test(request.headers.get("content-type") ?? ""))
    return {
      ok: false,
      response: refusal(415, "unsupported_media_type", "Content-Type must be text/csv or application/gzip"),
    };
  const limit = focusLimits.bodyBytes;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit)
    return { ok: false, response: appErrorResponse(uploadTooLarge(limit)) };
  if (!request.body) return { ok: false, response: refusal(400, "empty_body", "The file is empty.") };
  return { ok: true, value: bounded(request.body as ReadableStream<Uint8Array<ArrayBuffer>>, limit) };
}

/**
 * The bill in an upload, read as it arrives against the price catalog's servers: a file over a
 * limit throws a 413, one the reader refuses a 400 naming the reason.
 *
 * @example
 * const bill = await readBill(body, { rules: [], create: false, name: "feb.csv" });
 * bill.gpuHoursPerDay; // 2,304
 */
export async function readBill(body: ReadableStream<Uint8Array<ArrayBuffer>>, query: FocusQuery): Promise<Bill> {
  try {
    return await readFocusStream(body, {
      rules: query.rules,
      fileName: query.name,
      hardware: loadCatalogs().hardware.entries,
      maxTextBytes: focusLimits.textBytes,
    });
  } catch (error) {
    if (error instanceof BillTooLarge) throw new AppError("too_large", error.message);
    if (error instanceof BillRefused) throw new AppError("unreadable_file", error.message);
    throw error;
  }
}

/**
 * The scenario a bill gives, checked as any scenario saved: a 422 `no_gpu_rows` when no row is GPU
 * usage (its message says which rule to add), a 400 naming `scenario.<field>` when a figure read
 * from the file is outside its field's range.
 */
export function billScenario(bill: Bill): Scenario {
  if (bill.scenario === null)
    throw new AppError("no_gpu_rows", bill.noScenario?.message ?? "The bill has no GPU rows.");
  const parsed = parseScenario(bill.scenario);
  if (parsed.ok) return parsed.scenario;
  const errors = parsed.errors.map((e) => ({ ...e, path: `scenario.${e.path}` }));
  throw new AppError("invalid", "The bill's scenario is not valid", { errors });
}
