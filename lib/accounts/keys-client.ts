import { z } from "zod/mini";
import type { ApiKeyCreate } from "@/lib/accounts/keys-schema";
import { apiKeyCreatedResponseSchema, apiKeyListResponseSchema } from "@/lib/accounts/keys-answers";
import { jsonInit, request } from "@/lib/http/client";

/** `/api/keys`: the caller's own API keys (a signed-in session only). */
export const keys = {
  /** The caller's keys in their current workspace. */
  list: () => request("/api/keys", {}, apiKeyListResponseSchema),

  /** Makes a key; the answer carries the key in clear, this once. */
  create: (input: ApiKeyCreate) => request("/api/keys", jsonInit("POST", input), apiKeyCreatedResponseSchema),

  /** Revokes a key. */
  revoke: (id: string) => request(`/api/keys/${encodeURIComponent(id)}`, { method: "DELETE" }, z.unknown()),
};
