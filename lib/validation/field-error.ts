/**
 * Why something was refused, as a stable word a program switches on; the message says the same to
 * a person and may be reworded at any time. Every error answer of the API carries one per error:
 * `{ errors: [{ path, code, message }] }`. A client meeting a code it doesn't know reads the message.
 */
export const FIELD_ERROR_CODES = [
  // A value in the input
  /** A field that must be given is missing (or a name that is blank). */
  "required",
  /** A value of the wrong kind: text where a number goes, a list where an object goes. */
  "wrong_type",
  /** A fraction where a whole number goes. */
  "not_whole_number",
  /** A number outside its field's range. */
  "out_of_range",
  /** Text or a list longer than the field takes. */
  "too_long",
  /** Text or a list shorter than the field takes (an empty label, no ranges). */
  "too_short",
  /** Text not in the form asked for: a date, a currency code, an address, a version number. */
  "invalid_format",
  /** A value that is not one of the field's choices. */
  "not_an_option",
  /** A key, or a query parameter, the endpoint does not know. */
  "unknown_field",
  /** A query parameter given more than once. */
  "repeated_parameter",
  /** The same thing given twice where once is allowed (two ranges on one input). */
  "duplicate",
  /** Text holding half of a character (a lone UTF-16 surrogate), or a body that is not UTF-8. */
  "malformed_text",
  /** The hybrid's on-prem, cloud and edge shares don't add up to 100 (`params.sum` says what they add up to). */
  "hybrid_shares_sum",
  /** A demand profile's hoursPerWeek don't add up to 168 (`params.sum` says what they add up to). */
  "profile_hours_sum",
  /** A gpuHoursPerDay that disagrees with the demand profile's (`params.implied` is the profile's). */
  "profile_mismatch",
  /** A Monte Carlo range that is inverted, or doesn't hold the scenario's value or fit its field's range. */
  "range_misfit",
  /** An exported scenario file of a format version this app doesn't read. */
  "unsupported_version",
  /** Any other refusal of a value; the message says why. */
  "invalid",
  // The request as a whole
  /** A body that is not JSON. */
  "malformed_json",
  /** No body, or an empty one, where one is needed. */
  "empty_body",
  /** A Content-Type the endpoint does not read. */
  "unsupported_media_type",
  /** A body or file over the endpoint's size limit. */
  "too_large",
  /** A file the reader refuses (a cost export that is not FOCUS, mixed currencies). */
  "unreadable_file",
  /** A cost export with no GPU usage a rule recognises: it gives no scenario until a rule maps its SKUs to GPUs. */
  "no_gpu_rows",
  /** An address the server cannot decode (a malformed %-escape). */
  "malformed_url",
  // Who asks, and the state of things
  /** Nobody is signed in, and no valid API key was given. */
  "unauthenticated",
  /** The caller's role is too low, or the request came from another site. */
  "forbidden",
  /** API keys are managed from a signed-in browser session, not with a key. */
  "session_only",
  /** A key's role above the caller's own. */
  "role_too_high",
  /** Nothing there, or nothing the caller may see. */
  "not_found",
  /** A method the route does not answer (the `Allow` header lists those it does). */
  "method_not_allowed",
  /** Someone saved in the meantime (409; `currentVersion` says which version is current). */
  "conflict",
  /** A saved scenario that cannot be read as it was stored. */
  "unreadable_scenario",
  /** Inputs so large the model's result is not a finite number. */
  "non_finite_result",
  /** The database, or the PDF renderer, cannot answer right now; try again (`Retry-After`). */
  "unavailable",
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * One problem with some input, by the JSON path of the field it concerns ("" for the whole).
 *
 * @example
 * { path: "hybrid", code: "hybrid_shares_sum", message: "hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is 95", params: { sum: 95 } }
 */
export interface FieldError {
  path: string;
  code: FieldErrorCode;
  message: string;
  /** Figures the message quotes, for a program to word it its own way without reading the message. */
  params?: Record<string, number>;
}

/** A parser's answer: the value, or every problem with the input. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** What this file needs of a zod issue (zod and zod/mini alike): parse with `reportInput: true`. */
interface IssueLike {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  params?: Record<string, unknown>;
  discriminator?: string;
}

const isCode = (value: unknown): value is FieldErrorCode => FIELD_ERROR_CODES.includes(value as FieldErrorCode);

/**
 * The code of a zod issue. A refinement names its own with `params: { code }`; for the others,
 * the issue's kind says it. Needs the issue's input (`safeParse(value, { reportInput: true })`)
 * to tell a missing field from one of the wrong type.
 *
 * @example
 * issueCode({ code: "invalid_type", expected: "number", input: undefined }); // "required"
 * issueCode({ code: "too_big", origin: "number", input: 5 });                // "out_of_range"
 * issueCode({ code: "custom", params: { code: "hybrid_shares_sum" } });      // "hybrid_shares_sum"
 */
export function issueCode(issue: IssueLike): FieldErrorCode {
  switch (issue.code) {
    case "custom":
      return isCode(issue.params?.code) ? issue.params.code : "invalid";
    case "invalid_type":
      if (issue.input === undefined) return "required";
      return issue.expected === "int" && typeof issue.input === "number" ? "not_whole_number" : "wrong_type";
    case "too_big":
    case "too_small":
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set")
        return issue.code === "too_big" ? "too_long" : "too_short";
      return "out_of_range";
    case "not_multiple_of":
      return "out_of_range";
    case "invalid_format":
      return "invalid_format";
    case "invalid_value":
      return issue.input === undefined ? "required" : "not_an_option";
    case "unrecognized_keys":
      return "unknown_field";
    case "invalid_union": {
      // A discriminated union's issue is on its discriminator (`financing.kind`), its input the object.
      if (issue.discriminator === undefined) return issue.input === undefined ? "required" : "invalid";
      const given = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
      return given === undefined ? "required" : "not_an_option";
    }
    default:
      return issue.input === undefined ? "required" : "invalid";
  }
}

/**
 * The figures a refinement put in its issue's `params` beside its code, if any.
 *
 * @example
 * issueParams({ code: "custom", params: { code: "hybrid_shares_sum", sum: 95 } }); // { sum: 95 }
 */
export function issueParams(issue: IssueLike): Record<string, number> | undefined {
  const figures = Object.entries(issue.params ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number",
  );
  return figures.length > 0 ? Object.fromEntries(figures) : undefined;
}
