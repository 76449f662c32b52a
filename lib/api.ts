import "server-only";
import type { FieldError } from "@/lib/validation/field-error";

/** A 4xx JSON answer in the one error shape every route uses: `{ errors: [{ path, message }] }`. */
export function errorResponse(status: number, errors: FieldError[], headers?: HeadersInit): Response {
  return Response.json({ errors }, { status, headers });
}

export const notFound = () => errorResponse(404, [{ path: "", message: "Not found" }]);

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/**
 * Reads a JSON request body of at most `limitBytes`, stopping as soon as it grows past that, so a
 * huge body costs no more memory than the limit. Wrong content type, malformed JSON and oversize
 * bodies come back as ready 400 responses.
 */
export async function readJsonBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const fail = (message: string): BodyResult => ({ ok: false, response: errorResponse(400, [{ path: "", message }]) });
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) return fail("Content-Type must be application/json");
  const tooLarge = `The request body is larger than ${Math.round(limitBytes / 1024)} KB`;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) return fail(tooLarge);
  if (!request.body) return fail("The request body is empty");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return fail(tooLarge);
    }
    chunks.push(value);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return fail("The request body is not valid UTF-8");
  }
  if (text.trim() === "") return fail("The request body is empty");
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return fail(`The request body is not valid JSON: ${error instanceof Error ? error.message : "parse error"}`);
  }
}

/** The largest JSON body the scenario and model endpoints accept. */
export const JSON_BODY_LIMIT = 256 * 1024;
