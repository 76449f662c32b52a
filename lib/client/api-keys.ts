import { apiKeyCreatedResponse, apiKeyListResponse, type ApiKeyCreate } from "@/lib/validation/api-key";
import { z } from "zod";
import { jsonInit, request } from "./http";

export const listKeys = () => request("/api/keys", {}, apiKeyListResponse);
export const createKey = (input: ApiKeyCreate) => request("/api/keys", jsonInit("POST", input), apiKeyCreatedResponse);
export const revokeKey = (id: string) =>
  request(`/api/keys/${encodeURIComponent(id)}`, { method: "DELETE" }, z.unknown());
