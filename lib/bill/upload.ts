import "server-only";
import { BillTooLarge } from "@/lib/bill/stream";
import type { GpuRule } from "@/lib/bill/types";
import { refusal } from "@/lib/http/responses";
import { focusLimits } from "@/lib/bill/limits";
import type { Parsed, Read } from "@/lib/http/route";
import type { FieldError } from "@/lib/validation/field-error";
import { parseGpuRules } from "@/lib/bill/gpu-rule-schema";

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

/** A 413 saying the upload is over `limit` bytes, and where a file that large can be read instead. */
export function focusTooLarge(limit: number): Response {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`;
  const message = `The file is larger than ${size}; summarize it in the browser ("Start from your cloud bill") or with npm run bill instead`;
  return refusal(413, "too_large", message);
}

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
 * The body of a FOCUS upload as a stream, never held whole: text/csv or gzip (415 otherwise), a
 * declared length within {@link focusLimits} (413 otherwise). The stream itself stops with
 * BillTooLarge past the limit, so a body that lied about its length is refused as it arrives.
 */
export async function readFocusBody(request: Request): Promise<Read<ReadableStream<Uint8Array<ArrayBuffer>>>> {
  if (!CONTENT_TYPES.test(request.headers.get("content-type") ?? ""))
    return {
      ok: false,
      response: refusal(415, "unsupported_media_type", "Content-Type must be text/csv or application/gzip"),
    };
  const limit = focusLimits.bodyBytes;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, response: focusTooLarge(limit) };
  if (!request.body) return { ok: false, response: refusal(400, "empty_body", "The file is empty.") };
  return { ok: true, value: bounded(request.body as ReadableStream<Uint8Array<ArrayBuffer>>, limit) };
}
