import { z } from "zod";
import { issueCode, type FieldError } from "@/lib/validation/field-error";

/** Saved versions on one page of a scenario's history (`GET /api/scenarios/:id/revisions`). */
export const REVISION_PAGE_SIZE = 50;

const beforeSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, { error: "before must be a version number, a whole number from 1" })
  .transform(Number);

/**
 * Reads `?before=` of a history page: the versions older than it. Anything else, or a repeated
 * `before`, is an error naming the parameter.
 *
 * @example
 * parseRevisionPageQuery(new URLSearchParams("before=51")); // { ok: true, before: 51 }
 */
export function parseRevisionPageQuery(
  params: URLSearchParams,
): { ok: true; before?: number } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  for (const key of new Set(params.keys()))
    if (key !== "before")
      errors.push({
        path: key,
        code: "unknown_field",
        message: `${key} is not a parameter of the history: use before`,
      });
  const values = params.getAll("before");
  if (values.length > 1)
    errors.push({ path: "before", code: "repeated_parameter", message: "before may be given once" });
  const parsed = values.length === 1 ? beforeSchema.safeParse(values[0], { reportInput: true }) : undefined;
  const issue = parsed?.error?.issues[0];
  if (issue) errors.push({ path: "before", code: issueCode(issue), message: issue.message });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, before: parsed?.data };
}
