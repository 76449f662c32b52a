import { keys } from "../accounts/keys-client";
import { revisions, scenarios, shares } from "../scenarios/client";

export type { SaveResult } from "../scenarios/client";

/**
 * The browser's client for the app's API, one object per resource, so its calls never share a
 * name with the server's data functions (`api.scenarios.get` here, `getScenario` in lib/data).
 * Every call answers a `ClientResult` whose body was checked against the answer's schema.
 *
 * @example
 * const r = await api.scenarios.get(id);
 * if (r.ok) r.value.version;
 * await api.shares.revoke(id, token);
 */
export const api = { scenarios, revisions, shares, keys };
