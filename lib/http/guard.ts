import "server-only";
import { isDatabaseUnavailable } from "@/lib/db";
import { AppError, appErrorResponse, errorResponse, refusal } from "@/lib/http/errors";
import { NonFiniteResultError } from "@/lib/tco/finite-results";

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

/** A domain error as the {@link AppError} the table answers; the model's own error is one too. */
function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (!(error instanceof NonFiniteResultError)) return null;
  const advice = "Check the largest amounts, prices and quantities against docs/inputs.md.";
  return new AppError("non_finite_result", error.message, {
    errors: [{ path: "", code: "non_finite_result", message: `${error.message}. ${advice}` }],
  });
}

/**
 * Wraps every route handler: a query parameter given twice is a 400 before the handler runs, every
 * answer is marked `Cache-Control: private, no-store`, and a database that is missing, read-only
 * or otherwise unusable answers a JSON 503 saying so, instead of a bare 500. A thrown
 * {@link AppError} (and the model's NonFiniteResultError) answers its code's status from the one
 * table in lib/http/errors.ts. Any other error still propagates to Next, which logs it with its stack.
 */
export function withDatabase<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return notCached(repeatedParameters(args[0]) ?? (await handler(...args)));
    } catch (error) {
      const refused = asAppError(error);
      if (refused) return notCached(appErrorResponse(refused));
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
