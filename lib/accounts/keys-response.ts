import "server-only";
import type { ApiKeySummary } from "@/lib/accounts/keys-store";
import { refusal } from "@/lib/http/errors";
import type { ApiKeySummaryJson } from "@/lib/accounts/keys-answers";

export const apiKeyJson = (key: ApiKeySummary): ApiKeySummaryJson => ({
  id: key.id,
  name: key.name,
  start: key.start,
  role: key.role,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
});

/** Keys are made and revoked by a person signed in, never by another key (a leaked key can't breed). */
export const sessionOnly = () =>
  refusal(403, "session_only", "API keys are managed from a signed-in browser session, not with an API key");
