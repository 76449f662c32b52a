import { keys } from "@/lib/accounts/keys-client";
import { revisions, scenarios } from "@/lib/scenarios/client";
import { shares } from "@/lib/sharing/client";

export type { SaveResult } from "@/lib/scenarios/client";

/**
 * The browser's client for the app's API, one object per resource, composed from each feature's
 * client, so its calls never share a name with the server's store functions (`api.scenarios.get`
 * here, `getScenario` in lib/scenarios/store.ts). Every call answers a `ClientResult` whose body
 * was checked against the answer's schema.
 *
 * @example
 * const r = await api.scenarios.get(id);
 * if (r.ok) r.value.version;
 * await api.shares.revoke(id, token);
 */
export const api = { scenarios, revisions, shares, keys };
