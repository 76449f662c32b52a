import "server-only";
import { isDatabaseUnavailable } from "@/lib/db";
import { UnreadableScenarioError } from "@/lib/scenarios/stored";
import { NonFiniteResultError } from "@/lib/tco/finite-results";
import type { FieldError, FieldErrorCode } from "@/lib/validation/field-error";
import { malformedTextMessage, malformedTextPath, mayHoldSurrogate } from "@/lib/validation/text";

/**
 * An error answer (a 4xx, or a 503) in the one shape every route uses:
 * `{ errors: [{ path, code, message, params? }] }`, in that key order whatever order the errors were built in.
 */
export function errorResponse(status: number, errors: FieldError[], headers?: HeadersInit): Response {
  const body = errors.map(({ path, code, message, params }) => ({ path, code, message, ...(params && { params }) }));
  return Response.json({ errors: body }, { status, headers });
}

/** An answer with one error about the request as a whole (`path: ""`). */
export const refusal = (status: number, code: FieldErrorCode, message: string, headers?: HeadersInit): Response =>
  errorResponse(status, [{ path: "", code, message }], headers);

export const notFound = () => refusal(404, "not_found", "Not found");

/**
 * Every answer of a route may depend on who asked (or say that they may not), so none may be kept
 * by a shared cache or the browser's: `private, no-store`, whatever the route or library set.
 */
function notCached(response: Response): Response {
  try {
    response.headers.set("cache-control", "private, no-store");
    return response;
  } catch {
    // A response with immutable headers (one fetched from elsewhere): copy it.
    const headers = new Headers(response.headers);
    headers.set("cache-control", "private, no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * A 400 naming every query parameter given more than once: no route reads a parameter twice, and
 * reading only the first (as `searchParams.get` does) would act on something the client didn't mean.
 */
function repeatedParameters(request: unknown): Response | null {
  if (!(request instanceof Request)) return null;
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of new URL(request.url).searchParams.keys()) (seen.has(name) ? repeated : seen).add(name);
  if (repeated.size === 0) return null;
  return errorResponse(
    400,
    [...repeated].map((name) => ({ path: name, code: "repeated_parameter", message: `${name} may be given once` })),
  );
}

/**
 * A 422 for an error a handler throws that is the input's, not the server's: a saved scenario
 * that cannot be read, or a result that is not finite. The message says what to do next.
 */
function unprocessable(error: unknown): Response | null {
  let refused: [FieldErrorCode, string];
  if (error instanceof UnreadableScenarioError)
    refused = [
      "unreadable_scenario",
      "It is kept as it was saved; an earlier version may still be restored from its history.",
    ];
  else if (error instanceof NonFiniteResultError)
    refused = ["non_finite_result", "Check the largest amounts, prices and quantities against docs/inputs.md."];
  else return null;
  console.error(error.message);
  return refusal(422, refused[0], `${error.message}. ${refused[1]}`);
}

/**
 * Wraps every route handler: a query parameter given twice is a 400 before the handler runs, every
 * answer is marked `Cache-Control: private, no-store`, and a database that is missing, read-only
 * or otherwise unusable answers a JSON 503 saying so, instead of a bare 500. Any other error still
 * propagates to Next, which logs it with its stack. A saved scenario that cannot be read answers a
 * 422 with the reason (the row is left as it is).
 */
export function withDatabase<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return notCached(repeatedParameters(args[0]) ?? (await handler(...args)));
    } catch (error) {
      const refused = unprocessable(error);
      if (refused) return notCached(refused);
      if (!isDatabaseUnavailable(error)) throw error;
      // One line for the operator's log: Prisma puts the cause on the last line of its message.
      const cause = error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error);
      console.error(`Database unavailable: ${cause}`);
      return notCached(
        refusal(503, "unavailable", "The database is unavailable right now. Try again in a minute.", {
          "Retry-After": "60",
        }),
      );
    }
  };
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };
export type TextResult = { ok: true; text: string } | { ok: false; response: Response };

const badRequest = (code: FieldErrorCode, message: string) => ({
  ok: false as const,
  response: refusal(400, code, message),
});

const isJsonType = (request: Request) =>
  /^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get("content-type") ?? "");

/**
 * Reads a request body as UTF-8 text of at most `limitBytes`, stopping as soon as it grows past
 * that, so a huge body costs no more memory than the limit. An absent body reads as "".
 */
async function readBoundedText(request: Request, limitBytes: number, tooLargeStatus: number): Promise<TextResult> {
  const tooLarge = {
    ok: false as const,
    response: refusal(
      tooLargeStatus,
      "too_large",
      `The request body is larger than ${Math.round(limitBytes / 1024)} KB`,
    ),
  };
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) return tooLarge;
  if (!request.body) return { ok: true, text: "" };

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
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return badRequest("malformed_text", "The request body is not valid UTF-8");
  }
}

/**
 * Reads a JSON-typed request body as text, of at most `limitBytes`. Wrong content type, an empty
 * body, invalid UTF-8 and oversize bodies come back as ready 400 responses (413 when
 * `tooLargeStatus` says so).
 */
export async function readJsonText(request: Request, limitBytes: number, tooLargeStatus = 400): Promise<TextResult> {
  if (!isJsonType(request)) return badRequest("unsupported_media_type", "Content-Type must be application/json");
  const body = await readBoundedText(request, limitBytes, tooLargeStatus);
  if (!body.ok) return body;
  return body.text.trim() === "" ? badRequest("empty_body", "The request body is empty") : body;
}

function parseJson(text: string): BodyResult {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    return badRequest(
      "malformed_json",
      `The request body is not valid JSON: ${error instanceof Error ? error.message : "parse error"}`,
    );
  }
  const malformed = mayHoldSurrogate(text) ? malformedTextPath(value) : null;
  if (malformed !== null)
    return {
      ok: false,
      response: errorResponse(400, [
        { path: malformed, code: "malformed_text", message: malformedTextMessage(malformed || "The request body") },
      ]),
    };
  return { ok: true, value };
}

/** {@link readJsonText}, then JSON.parse; malformed JSON is a 400 that says where it broke. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const body = await readJsonText(request, limitBytes);
  return body.ok ? parseJson(body.text) : body;
}

/**
 * {@link readJsonBody} for a request whose body may be left out: an empty body reads as
 * `undefined`, whatever its content type; one with content must be JSON.
 */
export async function readOptionalJsonBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const body = await readBoundedText(request, limitBytes, 400);
  if (!body.ok || body.text.trim() === "") return body.ok ? { ok: true, value: undefined } : body;
  return isJsonType(request)
    ? parseJson(body.text)
    : badRequest("unsupported_media_type", "Content-Type must be application/json");
}

export type CheckedRequest = { ok: true; request: Request; value: unknown } | { ok: false; response: Response };

/**
 * For a handler that reads the body itself (better-auth): reads it within `limitBytes` (else
 * `tooLargeStatus`) and, when it is JSON, checks that it parses and that its text is well-formed,
 * then hands back a request carrying the same body, and the parsed JSON (else undefined). A
 * request without a body passes as it is.
 */
export async function checkedRequest(
  request: Request,
  limitBytes: number,
  tooLargeStatus: number,
): Promise<CheckedRequest> {
  if (!request.body) return { ok: true, request, value: undefined };
  const body = await readBoundedText(request, limitBytes, tooLargeStatus);
  if (!body.ok) return body;
  let value: unknown;
  if (isJsonType(request) && body.text.trim() !== "") {
    const parsed = parseJson(body.text);
    if (!parsed.ok) return parsed;
    value = parsed.value;
  }
  const { method, headers, signal } = request;
  return {
    ok: true,
    value,
    request: new Request(request.url, { method, headers, signal, body: body.text === "" ? null : body.text }),
  };
}

/**
 * The scheme the browser used, "https:" or "http:": what a proxy that ends TLS says in
 * X-Forwarded-Proto, else the request's own.
 */
export function requestProtocol(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https" || forwarded === "http" ? `${forwarded}:` : new URL(request.url).protocol;
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
    return new URL(`${requestProtocol(request)}//${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** The largest JSON body the scenario and model endpoints accept. */
export const JSON_BODY_LIMIT = 256 * 1024;
