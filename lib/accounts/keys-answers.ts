import { z } from "zod/mini";
import { ROLES } from "@/lib/accounts/roles";

/** One API key as `GET /api/keys` lists it (never the key itself, only its first characters). */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  role: z.enum(ROLES),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.nullable(z.iso.datetime()),
});
export type ApiKeySummaryJson = z.infer<typeof apiKeySummarySchema>;

/** `GET /api/keys`: the caller's own keys in their current workspace. */
export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySummarySchema) });

/** `POST /api/keys` answers the key in clear, this once. */
export const apiKeyCreatedResponseSchema = z.object({ key: z.string(), apiKey: apiKeySummarySchema });
