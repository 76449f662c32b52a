import { safeParse, type core } from "zod/mini";
import { errorsResponseSchema } from "@/lib/http/answers";

/**
 * What a client call gives back: the checked body, or a sentence to show. `status` is 0 when the
 * server could not be reached.
 */
export type ClientResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string; body?: unknown };

async function bodyOf(res: Response): Promise<unknown> {
  return res.json().catch(() => undefined);
}

/** The errors a failed response names, joined, or its HTTP status in words. */
export function failureMessage(status: number, body: unknown): string {
  const parsed = safeParse(errorsResponseSchema, body);
  const joined = parsed.success ? parsed.data.errors.map((e) => e.message).join("; ") : "";
  return joined || `The server answered HTTP ${status}`;
}

/**
 * Sends a request and checks the answer's body against `schema`.
 *
 * @example
 * const r = await request(`/api/scenarios/${id}/revisions`, {}, revisionsResponseSchema);
 * if (r.ok) r.value.revisions[0]?.version;
 */
export async function request<S extends core.$ZodType>(
  url: string,
  init: RequestInit,
  schema: S,
): Promise<ClientResult<core.output<S>>> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    return { ok: false, status: 0, message: "the server could not be reached" };
  }
  const body = await bodyOf(res);
  if (!res.ok) return { ok: false, status: res.status, message: failureMessage(res.status, body), body };
  const parsed = safeParse(schema, body);
  if (!parsed.success)
    return {
      ok: false,
      status: res.status,
      message: `the server's answer was not understood (HTTP ${res.status})`,
      body,
    };
  return { ok: true, value: parsed.data };
}

/** A JSON body for POST and PUT. */
export const jsonInit = (method: "POST" | "PUT", body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
