import { z } from "zod";
import { ROLES, type Role } from "@/lib/accounts/roles";
import { issueCode, type FieldError, type Parsed } from "@/lib/validation/field-error";
import { isWellFormedText, MALFORMED_TEXT } from "@/lib/validation/text";

const required = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : otherwise;

export const workspaceRoleSchema = z.enum(ROLES, { error: required('must be "viewer", "editor" or "owner"') });
export type WorkspaceRole = Role;

/** The body of `POST /api/keys`: what a new API key is called and what it may do. */
export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string({ error: required("must be text") })
    .trim()
    .min(1, "must not be empty")
    .max(120, "must be at most 120 characters")
    .refine(isWellFormedText, { error: MALFORMED_TEXT, params: { code: "malformed_text" } }),
  role: workspaceRoleSchema,
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

function fieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  if (issue.code === "unrecognized_keys")
    return issue.keys.map((key) => ({
      path: key,
      code: "unknown_field" as const,
      message: `${key} is not a known field`,
    }));
  const path = issue.path.join(".");
  return [{ path, code: issueCode(issue), message: path ? `${path} ${issue.message}` : issue.message }];
}

/**
 * Validates the body of `POST /api/keys`.
 *
 * @example
 * parseApiKeyBody({ name: "ci", role: "admin" }); // { ok: false, errors: [{ path: "role", code: "not_an_option", message: 'role must be "viewer", "editor" or "owner"' }] }
 */
export function parseApiKeyBody(body: unknown): Parsed<ApiKeyCreate> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, errors: [{ path: "", code: "wrong_type", message: "The body must be a JSON object" }] };
  const parsed = apiKeyCreateSchema.safeParse(body, { reportInput: true });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: parsed.error.issues.flatMap(fieldErrors) };
}
