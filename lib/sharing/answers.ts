import { z } from "zod/mini";
import { timestampSchema } from "@/lib/scenarios/answers";

/** One read-only link pinned to `revision`, as `POST /api/scenarios/:id/shares` (201) answers it and the list holds it. */
export const shareResponseSchema = z.object({
  token: z.string(),
  url: z.string(),
  revision: z.int(),
  createdAt: timestampSchema,
});
export type Share = z.infer<typeof shareResponseSchema>;

/** `GET /api/scenarios/:id/shares`: the live links, newest first. */
export const sharesResponseSchema = z.object({ shares: z.array(shareResponseSchema) });
export type SharesResponse = z.infer<typeof sharesResponseSchema>;
