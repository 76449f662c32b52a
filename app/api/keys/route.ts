import { authorize } from "@/lib/auth/access";
import { apiKeyJson, sessionOnly } from "@/lib/http/api-key-response";
import { errorResponse, JSON_BODY_LIMIT, readJsonBody, withDatabase } from "@/lib/http/responses";
import { createApiKey, listApiKeys } from "@/lib/data/api-keys";
import { parseApiKeyBody } from "@/lib/validation/api-key";

/** The caller's own keys in their current workspace. */
export const GET = withDatabase(async (request: Request) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { caller } = access;
  if (caller.via !== "session") return sessionOnly();
  const keys = await listApiKeys(caller.user.id, caller.workspace.id);
  return Response.json({ keys: keys.map(apiKeyJson) });
});

/** Makes a key with a role no higher than the caller's; the answer carries the key, this once. */
export const POST = withDatabase(async (request: Request) => {
  const access = await authorize(request, "viewer");
  if (!access.ok) return access.response;
  const { caller } = access;
  if (caller.via !== "session") return sessionOnly();
  const body = await readJsonBody(request, JSON_BODY_LIMIT);
  if (!body.ok) return body.response;
  const input = parseApiKeyBody(body.value);
  if (!input.ok) return errorResponse(400, input.errors);
  const created = await createApiKey(
    { id: caller.user.id, name: caller.user.name },
    caller.workspace.id,
    caller.workspace.role,
    input.value,
  );
  if (created.status === "role-too-high") {
    return errorResponse(403, [
      { path: "role", message: `role can be at most ${caller.workspace.role}, your own role in this workspace` },
    ]);
  }
  return Response.json({ key: created.key, apiKey: apiKeyJson(created.summary) }, { status: 201 });
});
