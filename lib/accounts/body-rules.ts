import "server-only";
import { errorResponse } from "@/lib/http/errors";
import { ROLES, isRole } from "@/lib/accounts/roles";
import type { FieldErrorCode } from "@/lib/validation/field-error";

/** What is wrong with a field's value, in words that follow its name; null when it is fine. */
type Rule = (value: unknown) => { code: FieldErrorCode; message: string } | null;

/** A name's longest, the same as a scenario name's. */
const NAME_MAX = 120;
/** The longest address an image or logo may have: the app shows neither, but better-auth stores them. */
const URL_MAX = 2048;

/** A user or workspace name held to a scenario name's rules: text, not blank, at most 120 characters (better-auth stored 10 MB ones). */
const name: Rule = (value) =>
  typeof value !== "string"
    ? { code: "wrong_type", message: "must be text" }
    : value.trim() === ""
      ? { code: "required", message: "is required" }
      : value.length > NAME_MAX
        ? { code: "too_long", message: `must be at most ${NAME_MAX} characters` }
        : null;

/**
 * One of the app's three roles, as one string. better-auth also took its own default roles
 * ("admin", "member") and several at once (["viewer", "owner"], stored as "viewer,owner"), which
 * its endpoints read as the strongest of them and the app's access check as no role at all.
 */
const role: Rule = (value) =>
  typeof value === "string" && isRole(value)
    ? null
    : { code: "not_an_option", message: `must be one of ${ROLES.join(", ")}` };

/** An image's or logo's address, or null: a wrong type reached the database as a 500. */
const address: Rule = (value) =>
  value === null
    ? null
    : typeof value !== "string"
      ? { code: "wrong_type", message: "must be text or null" }
      : value.length > URL_MAX
        ? { code: "too_long", message: `must be at most ${URL_MAX.toLocaleString("en-US")} characters` }
        : null;

/** A workspace slug as the app makes them (`workspace-<id>`): better-auth stored any text up to the body limit. */
const slug: Rule = (value) =>
  typeof value === "string" && /^[a-z0-9_-]{1,120}$/.test(value)
    ? null
    : {
        code: "invalid_format",
        message: "must be 1 to 120 lower-case letters, digits, hyphens or underscores",
      };

/** The fields better-auth stores as they come, by endpoint: where each sits in the body, and its rule. */
const RULES: Record<string, [path: string[], rule: Rule][]> = {
  "/sign-up/email": [
    [["name"], name],
    [["image"], address],
  ],
  "/update-user": [
    [["name"], name],
    [["image"], address],
  ],
  "/organization/create": [
    [["name"], name],
    [["slug"], slug],
    [["logo"], address],
  ],
  "/organization/update": [
    [["data", "name"], name],
    [["data", "slug"], slug],
    [["data", "logo"], address],
  ],
  "/organization/invite-member": [[["role"], role]],
  "/organization/update-member-role": [[["role"], role]],
};

/** The value at `path` in `body`, or `absent` when any step is missing. */
function at(body: unknown, path: string[]): { value: unknown } | "absent" {
  let value = body;
  for (const key of path) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return "absent";
    value = (value as Record<string, unknown>)[key];
  }
  return { value };
}

/**
 * The first field of a better-auth body that breaks the app's rule for it, as a 400 naming it
 * (`data.name must be text`). A field left out is better-auth's to answer (required on create,
 * unchanged on update).
 */
export function bodyFieldError(request: Request, body: unknown): Response | null {
  const pathname = new URL(request.url).pathname;
  const rules = Object.entries(RULES).find(([suffix]) => pathname.endsWith(suffix))?.[1] ?? [];
  for (const [path, rule] of rules) {
    const found = at(body, path);
    const broken = found === "absent" ? null : rule(found.value);
    if (broken) {
      const field = path.join(".");
      return errorResponse(400, [{ path: field, code: broken.code, message: `${field} ${broken.message}` }]);
    }
  }
  return null;
}
