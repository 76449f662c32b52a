import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { revokeApiKey } from "@/lib/accounts/keys-store";

/** Revokes one of the caller's keys; from the next request on it is refused like a key never made. */
export const DELETE = route(
  { path: "/api/keys/[id]", role: "viewer", sessionOnly: true },
  async ({ caller: { user, workspace }, params }) => {
    if (!(await revokeApiKey({ id: user.id, name: user.name }, workspace.id, params.id))) return notFound();
    return new Response(null, { status: 204 });
  },
);
