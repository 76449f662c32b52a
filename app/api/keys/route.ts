import { apiKeyJson } from "@/lib/accounts/keys-response";
import { jsonBody } from "@/lib/http/read";
import { route } from "@/lib/http/route";
import { createApiKey, listApiKeys } from "@/lib/accounts/keys-store";
import { parseApiKeyBody } from "@/lib/accounts/keys-schema";

/** The caller's own keys in their current workspace. */
export const GET = route({ role: "viewer", sessionOnly: true }, async ({ caller }) => {
  const keys = await listApiKeys(caller.user.id, caller.workspace.id);
  return Response.json({ keys: keys.map(apiKeyJson) });
});

/** Makes a key with a role no higher than the caller's; the answer carries the key, this once. */
export const POST = route(
  { role: "viewer", sessionOnly: true, body: jsonBody(parseApiKeyBody) },
  async ({ caller, body }) => {
    const { user, workspace } = caller;
    const created = await createApiKey({ id: user.id, name: user.name }, workspace.id, workspace.role, body);
    return Response.json({ key: created.key, apiKey: apiKeyJson(created.summary) }, { status: 201 });
  },
);
