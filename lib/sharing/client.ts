import { z } from "zod/mini";
import { request } from "@/lib/http/client";
import { base } from "@/lib/scenarios/client";
import { shareResponseSchema, sharesResponseSchema } from "@/lib/sharing/answers";

const anyBodySchema = z.unknown();

/** `/api/scenarios/:id/shares`: a scenario's read-only links. */
export const shares = {
  /** The scenario's live read-only links. */
  list: (id: string) => request(`${base(id)}/shares`, {}, sharesResponseSchema),

  /** Creates a read-only link to the saved version. */
  create: (id: string) => request(`${base(id)}/shares`, { method: "POST" }, shareResponseSchema),

  /** Revokes a link. */
  revoke: (id: string, token: string) =>
    request(`${base(id)}/shares/${encodeURIComponent(token)}`, { method: "DELETE" }, anyBodySchema),
};
