import { z } from "zod/mini";
import type { ApiKeyCreate } from "@/lib/validation/api-key";
import { apiKeyCreatedResponseSchema, apiKeyListResponseSchema } from "@/lib/validation/responses";
import { jsonInit, request } from "./http";

/** `/api/keys`: the caller's own API keys (a signed-in session only). */
export const keys = {
  /** The caller's keys in their current workspace. */
  list: () => request("/api/keys", {}, apiKeyListResponseSchema),

  /** Makes a key; the answer carries the key in clear, this once. */
  create: (input: ApiKeyCreate) => request("/api/keys", jsonInit("POST", input), apiKeyCreatedResponseSchema),

  /** Revokes a key. */
  revoke: (id: string) => request(`/api/keys/${encodeURIComponent(id)}`, { method: "DELETE" }, z.unknown()),
};
