import { resolveCaller, isCrossOrigin, scopeOf, type WorkspaceCaller } from "@/lib/accounts/access";
import { atLeast } from "@/lib/accounts/roles";
import { withDatabase } from "@/lib/http/guard";
import { createScenario } from "@/lib/scenarios/store";
import { getSharedRevision } from "@/lib/sharing/store";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain" } });

/**
 * Copies the shared revision into a new scenario of the reader's active workspace; the shared one
 * is untouched. The link itself is public, the copy is not: a reader who is not signed in is sent
 * to sign in first, and one who can't create scenarios where they are is refused.
 */
export const POST = withDatabase(async (request: Request, ctx: RouteContext<"/s/[token]/copy">) => {
  const { token } = await ctx.params;
  if (isCrossOrigin(request)) return plain(403, "Requests from another site are refused");
  const shared = await getSharedRevision(token);
  if (!shared) return plain(404, "Not found");
  const caller = await resolveCaller(request.headers);
  if (!caller)
    return new Response(null, {
      status: 303,
      headers: { Location: `/sign-in?next=${encodeURIComponent(`/s/${token}`)}` },
    });
  if (!caller.workspace || !atLeast(caller.workspace.role, "editor"))
    return plain(403, "Making a copy needs the editor role in your workspace.");
  const copy = await createScenario(
    scopeOf(caller as WorkspaceCaller),
    { ...shared.scenario, name: `Copy of ${shared.scenario.name}`.slice(0, 120) },
    shared.checklist,
    "Copied from a shared link",
  );
  // A relative Location: Next's request.url names the server's own host (localhost), not the reader's.
  return new Response(null, { status: 303, headers: { Location: `/scenarios/${copy.id}` } });
});
