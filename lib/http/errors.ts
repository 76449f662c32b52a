import type { FieldError, FieldErrorCode } from "@/lib/validation/field-error";

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

/**
 * The status of every refusal a handler, a store or a queue may throw, by its code: the one table
 * from domain errors to answers. A code missing here is not thrown; its refusals are built where
 * the request is read (the body readers, the access check).
 */
const STATUS_OF = {
  invalid: 400,
  unreadable_file: 400,
  role_too_high: 403,
  not_found: 404,
  too_large: 413,
  no_gpu_rows: 422,
  unreadable_scenario: 422,
  non_finite_result: 422,
  unavailable: 503,
} as const satisfies Partial<Record<FieldErrorCode, number>>;

/** A code {@link AppError} may carry. */
export type AppErrorCode = keyof typeof STATUS_OF;

/**
 * A refusal thrown from anywhere under a route: `route()` answers it with the status its code has
 * in the table and `{ errors }`. `errors` names fields when there are several (their paths as the
 * client sent them); otherwise the message is about the request as a whole. `retryAfterSeconds`
 * goes out as Retry-After.
 *
 * @example
 * throw new AppError("no_gpu_rows", "No row of feb.csv is GPU usage. Add a rule for its SKUs.");
 * // → 422 { errors: [{ path: "", code: "no_gpu_rows", message: "No row of feb.csv is GPU usage. …" }] }
 */
export class AppError extends Error {
  readonly errors: FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.errors = options.errors ?? [{ path: "", code, message }];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The status the table gives this code. */
  get status(): number {
    return STATUS_OF[this.code];
  }
}

/**
 * The answer to an {@link AppError}. A 422 is the input's fault, not the server's, yet the
 * operator may want to see which row or scenario it was: it is logged.
 */
export function appErrorResponse(error: AppError): Response {
  if (error.status === 422) console.error(error.message);
  const headers =
    error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  return errorResponse(error.status, error.errors, headers);
}

/**
 * Throws the 404 a handler answers for what does not exist, or what the caller may not see.
 *
 * @example
 * const stored = (await getScenario(workspace, id)) ?? notFound();
 */
export function notFound(): never {
  throw new AppError("not_found", "Not found");
}
