import "server-only";
import { isDatabaseUnavailable } from "@/lib/data/db";
import type { FieldError } from "@/lib/validation/field-error";

/** An error answer (a 4xx, or a 503) in the one shape every route uses: `{ errors: [{ path, message }] }`. */
export function errorResponse(status: number, errors: FieldError[], headers?: HeadersInit): Response {
  return Response.json({ errors }, { status, headers });
}

export const notFound = () => errorResponse(404, [{ path: "", message: "Not found" }]);

/**
 * Wraps a route handler so that a database that is missing, read-only or otherwise unusable
 * answers a JSON 503 saying so, instead of a bare 500. Any other error still propagates to Next,
 * which logs it with its stack.
 */
export function withDatabase<Args extends unknown[]>(handler: (...args: Args) => Promise<Response>): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // One line for the operator's log: Prisma puts the cause on the last line of its message.
      const cause = error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error);
      console.error(`Database unavailable: ${cause}`);
      return errorResponse(503, [{ path: "", message: "The database is unavailable right now. Try again in a minute." }], { "Retry-After": "60" });
    }
  };
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };
export type TextResult = { ok: true; text: string } | { ok: false; response: Response };

const badRequest = (message: string) => ({ ok: false as const, response: errorResponse(400, [{ path: "", message }]) });

/**
 * Reads a JSON-typed request body as text, of at most `limitBytes`, stopping as soon as it grows
 * past that, so a huge body costs no more memory than the limit. Wrong content type, invalid
 * UTF-8 and oversize bodies come back as ready 400 responses (413 when `tooLargeStatus` says so).
 */
export async function readJsonText(request: Request, limitBytes: number, tooLargeStatus = 400): Promise<TextResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) return badRequest("Content-Type must be application/json");
  const tooLarge = {
    ok: false as const,
    response: errorResponse(tooLargeStatus, [{ path: "", message: `The request body is larger than ${Math.round(limitBytes / 1024)} KB` }]),
  };
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) return tooLarge;
  if (!request.body) return badRequest("The request body is empty");

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(value);
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
    return text.trim() === "" ? badRequest("The request body is empty") : { ok: true, text };
  } catch {
    return badRequest("The request body is not valid UTF-8");
  }
}

/** {@link readJsonText}, then JSON.parse; malformed JSON is a 400 that says where it broke. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const body = await readJsonText(request, limitBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch (error) {
    return badRequest(`The request body is not valid JSON: ${error instanceof Error ? error.message : "parse error"}`);
  }
}

/**
 * The origin the client reached the app at, for absolute links it will open or pass on. Next's
 * `request.url` names the server's own host (`http://localhost:3000`) whatever the request's
 * Host header says, so a link built on it only works on the server's machine.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  if (!host) return url.origin;
  try {
    return new URL(`${url.protocol}//${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** The largest JSON body the scenario and model endpoints accept. */
export const JSON_BODY_LIMIT = 256 * 1024;
