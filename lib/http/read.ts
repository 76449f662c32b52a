import "server-only";
import { errorResponse, refusal } from "@/lib/http/errors";
import type { FieldErrorCode, Parsed } from "@/lib/validation/field-error";
import { malformedTextMessage, malformedTextPath, mayHoldSurrogate } from "@/lib/validation/text";

/** A request part read and checked, or the ready 4xx answer saying what is wrong with it. */
export type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The largest JSON body the scenario and model endpoints accept. */
export const JSON_BODY_LIMIT = 256 * 1024;

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
async function readBoundedText(request: Request, limitBytes: number, tooLargeStatus: number): Promise<Read<string>> {
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
  if (!request.body) return { ok: true, value: "" };

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
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return badRequest("malformed_text", "The request body is not valid UTF-8");
  }
}

/**
 * Reads a JSON-typed request body as text, of at most `limitBytes`. Wrong content type, an empty
 * body, invalid UTF-8 and oversize bodies come back as ready 400 responses (413 when
 * `tooLargeStatus` says so).
 */
export async function readJsonText(request: Request, limitBytes: number, tooLargeStatus = 400): Promise<Read<string>> {
  if (!isJsonType(request)) return badRequest("unsupported_media_type", "Content-Type must be application/json");
  const body = await readBoundedText(request, limitBytes, tooLargeStatus);
  if (!body.ok) return body;
  return body.value.trim() === "" ? badRequest("empty_body", "The request body is empty") : body;
}

function parseJson(text: string): Read<unknown> {
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
export async function readJsonBody(request: Request, limitBytes: number): Promise<Read<unknown>> {
  const body = await readJsonText(request, limitBytes);
  return body.ok ? parseJson(body.value) : body;
}

/**
 * {@link readJsonBody} for a request whose body may be left out: an empty body reads as
 * `undefined`, whatever its content type; one with content must be JSON.
 */
export async function readOptionalJsonBody(request: Request, limitBytes: number): Promise<Read<unknown>> {
  const body = await readBoundedText(request, limitBytes, 400);
  if (!body.ok || body.value.trim() === "") return body.ok ? { ok: true, value: undefined } : body;
  return isJsonType(request)
    ? parseJson(body.value)
    : badRequest("unsupported_media_type", "Content-Type must be application/json");
}

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
): Promise<Read<{ request: Request; json: unknown }>> {
  if (!request.body) return { ok: true, value: { request, json: undefined } };
  const body = await readBoundedText(request, limitBytes, tooLargeStatus);
  if (!body.ok) return body;
  let json: unknown;
  if (isJsonType(request) && body.value.trim() !== "") {
    const parsed = parseJson(body.value);
    if (!parsed.ok) return parsed;
    json = parsed.value;
  }
  const { method, headers, signal } = request;
  return {
    ok: true,
    value: {
      json,
      request: new Request(request.url, { method, headers, signal, body: body.value === "" ? null : body.value }),
    },
  };
}

/** A parser's answer as a request part: its errors become the ready 400. */
export const badInput = <T>(parsed: Parsed<T>): Read<T> =>
  parsed.ok ? parsed : { ok: false, response: errorResponse(400, parsed.errors) };

/** A body reader for JSON of at most {@link JSON_BODY_LIMIT} bytes, checked by `parse` (errors are a 400). */
export const jsonBody =
  <B>(parse: (value: unknown) => Parsed<B>) =>
  async (request: Request): Promise<Read<B>> => {
    const body = await readJsonBody(request, JSON_BODY_LIMIT);
    return body.ok ? badInput(parse(body.value)) : body;
  };

/**
 * A body reader for a JSON file sent as it is, of at most `limitBytes` (a 413 beyond), its text
 * checked by `parse` (which may read what JSON.parse refuses, such as a leading BOM).
 */
export const jsonFileBody =
  <B>(limitBytes: number, parse: (text: string) => Parsed<B>) =>
  async (request: Request): Promise<Read<B>> => {
    const body = await readJsonText(request, limitBytes, 413);
    return body.ok ? badInput(parse(body.value)) : body;
  };
