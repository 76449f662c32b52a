import { afterEach, describe, expect, test, vi } from "vitest";
import { allowedMethods } from "@/lib/http/api-routes";
import { presets } from "@/lib/tco/presets";
import { api } from "./api";

const scenario = presets[0]!.scenario;

/** Every call of the client, with arguments, so that none is left out when one is added. */
const CALLS: Record<string, () => Promise<unknown>> = {
  "scenarios.get": () => api.scenarios.get("s1"),
  "scenarios.create": () => api.scenarios.create(scenario),
  "scenarios.save": () => api.scenarios.save("s1", 3, scenario, {}),
  "scenarios.delete": () => api.scenarios.delete("s1"),
  "scenarios.undelete": () => api.scenarios.undelete("s1"),
  "scenarios.import": () => api.scenarios.import("{}"),
  "revisions.list": () => api.revisions.list("s1", 51),
  "revisions.get": () => api.revisions.get("s1", 2),
  "revisions.restore": () => api.revisions.restore("s1", 1, 3),
  "shares.list": () => api.shares.list("s1"),
  "shares.create": () => api.shares.create("s1"),
  "shares.revoke": () => api.shares.revoke("s1", "t1"),
  "keys.list": () => api.keys.list(),
  "keys.create": () => api.keys.create({ name: "ci", role: "viewer" }),
  "keys.revoke": () => api.keys.revoke("k1"),
};

afterEach(() => vi.unstubAllGlobals());

describe("the browser client", () => {
  test("lists every call it has", () => {
    const calls = Object.entries(api).flatMap(([resource, verbs]) => Object.keys(verbs).map((v) => `${resource}.${v}`));
    expect(calls.sort()).toEqual(Object.keys(CALLS).sort());
  });

  test.each(Object.entries(CALLS))(
    "%s asks a route that answers its method, never a deprecated one",
    async (_name, call) => {
      const sent: { url: string; method: string }[] = [];
      vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
        sent.push({ url, method: init.method ?? "GET" });
        return Response.json({ errors: [{ path: "", code: "not_found", message: "Not found" }] }, { status: 404 });
      });
      expect(await call()).toMatchObject({ ok: false, status: 404, message: "Not found" });
      expect(sent).toHaveLength(1);
      const [{ url, method }] = sent as [{ url: string; method: string }];
      expect(allowedMethods(new URL(url, "http://localhost").pathname)).toContain(method);
      // POST /api/scenarios/:id/restore still answers for old callers (it is /undelete), not for this client.
      expect(url).not.toMatch(/^\/api\/scenarios\/[^/]+\/restore$/);
    },
  );
});
