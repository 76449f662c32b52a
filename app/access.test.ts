/**
 * Every route of the app × every kind of caller, with the status each must get: nobody signed in,
 * a viewer, an editor and an owner of the workspace that holds the scenario, and the owner of
 * another workspace (to whom that workspace's ids must look like ids that don't exist). The routes
 * are found on disk, so a new route.ts, or a new method in one, fails here until it has a row.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { joinAs, signUpForTest, type TestUser } from "@/scripts/test-support/users";
import { createApiKey } from "@/lib/accounts/keys-store";
import { createScenario, deleteScenario } from "@/lib/scenarios/store";
import { createShare } from "@/lib/sharing/store";
import { scenarioJson as exportFile } from "@/lib/export/json";
import { ANONYMOUS, call, jsonRequest, params, request, scenarioJson, testOwner } from "@/scripts/test-support/http";
import { scenarioSchema } from "@/lib/scenarios/schema";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const FOCUS_CSV =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,EffectiveCost,BilledCost,BillingCurrency,ServiceCategory," +
  "ChargeDescription,ConsumedQuantity,ConsumedUnit\n" +
  "2026-01-01T00:00:00Z,2026-01-02T00:00:00Z,Usage,786.56,786.56,USD,Compute,p5.48xlarge,24,Hours\n";

const CALLERS = ["anonymous", "viewer", "editor", "owner", "outsider"] as const;
type CallerName = (typeof CALLERS)[number];
type Expected = Record<CallerName, number>;

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** Every `route.ts` under app/, as "<path> <METHOD>" for each method it exports. */
async function routesOnDisk(): Promise<string[]> {
  const appDir = join(import.meta.dirname);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "route.ts") files.push(path);
    }
  };
  walk(appDir);
  const routes: string[] = [];
  for (const file of files) {
    const handlers = (await import(file)) as Record<string, unknown>;
    const path = `/${relative(appDir, file).replace(/\/?route\.ts$/, "")}`;
    for (const method of METHODS) if (typeof handlers[method] === "function") routes.push(`${path} ${method}`);
  }
  return routes.sort();
}

const users = {} as Record<Exclude<CallerName, "anonymous">, TestUser>;
/** Each signed-in caller's API key, with their own role in the workspace it is for. */
const keys = {} as Record<Exclude<CallerName, "anonymous">, string>;
/** How the table's callers prove who they are: their session cookie, or (second pass) their API key. */
let proof: "cookie" | "api-key" = "cookie";
const cookieOf = (caller: CallerName): Record<string, string> => {
  if (caller === "anonymous") return ANONYMOUS;
  return proof === "cookie"
    ? { cookie: users[caller].cookie }
    : { cookie: "", authorization: `Bearer ${keys[caller]}` };
};

/** A new key of the table's owner, for a row that revokes one. */
async function ownerKeyId(): Promise<string> {
  const made = await createApiKey({ id: testOwner.id, name: testOwner.name }, testOwner.workspaceId, "owner", {
    name: "table key",
    role: "viewer",
  });
  return made.summary.id;
}
const scope = () => ({ workspaceId: testOwner.workspaceId, authorId: testOwner.id });
const inputs = () => scenarioSchema.parse(scenarioJson("access table"));

/** A scenario of the table's workspace, made fresh for each call so that writes don't collide. */
const fresh = async () => (await createScenario(scope(), inputs())).id;

type Handler = (...args: never[]) => Promise<Response>;
const load = async (route: string) => (await import(`@/app${route}/route`)) as Record<string, Handler>;
type Call = (caller: CallerName) => Promise<Response>;

const all = (status: number): Expected => ({
  anonymous: status,
  viewer: status,
  editor: status,
  owner: status,
  outsider: status,
});
/** Reading a scenario: any member; the other workspace's owner gets the answer of an unknown id. */
const read = (ok: number): Expected => ({ anonymous: 401, viewer: ok, editor: ok, owner: ok, outsider: 404 });
/** Changing a scenario: editors and owners; a viewer is refused; to the outsider it doesn't exist. */
const write = (ok: number): Expected => ({ anonymous: 401, viewer: 403, editor: ok, owner: ok, outsider: 404 });
/** Making something new in one's own workspace: the outsider may, in theirs. */
const make = (ok: number): Expected => ({ anonymous: 401, viewer: 403, editor: ok, owner: ok, outsider: ok });
/** Reading what isn't a saved scenario (the model, the catalogs): any signed-in user. */
const signedIn = (ok: number): Expected => ({ anonymous: 401, viewer: ok, editor: ok, owner: ok, outsider: ok });
/** A workspace's own business that only its owners see (the outsider owns theirs). */
const owners = (ok: number): Expected => ({ anonymous: 401, viewer: 403, editor: 403, owner: ok, outsider: ok });

let token = "";
let pair = "";

const TABLE: Record<string, { expected: Expected; call: Call }> = {
  "/api/auth/[...all] GET": {
    expected: all(200),
    call: async (c) =>
      (await load("/api/auth/[...all]")).GET!(request("GET", "/api/auth/get-session", cookieOf(c)) as never),
  },
  "/api/auth/[...all] POST": {
    // A wrong password: the same refusal for everyone, signed in or not.
    expected: all(401),
    call: async (c) =>
      (await load("/api/auth/[...all]")).POST!(
        jsonRequest(
          "POST",
          "/api/auth/sign-in/email",
          { email: testOwner.email, password: "wrong password" },
          cookieOf(c),
        ) as never,
      ),
  },
  "/api/audit GET": {
    expected: owners(200),
    call: async (c) => (await load("/api/audit")).GET!(request("GET", "/api/audit", cookieOf(c)) as never),
  },
  "/api/audit/csv GET": {
    expected: owners(200),
    call: async (c) => (await load("/api/audit/csv")).GET!(request("GET", "/api/audit/csv", cookieOf(c)) as never),
  },
  "/api/keys GET": {
    expected: signedIn(200),
    call: async (c) => (await load("/api/keys")).GET!(request("GET", "/api/keys", cookieOf(c)) as never),
  },
  "/api/keys POST": {
    expected: signedIn(201),
    call: async (c) =>
      (await load("/api/keys")).POST!(
        jsonRequest("POST", "/api/keys", { name: "table", role: "viewer" }, cookieOf(c)) as never,
      ),
  },
  "/api/keys/[id] DELETE": {
    // Only the key's own creator can revoke it; to anyone else it doesn't exist.
    expected: { anonymous: 401, viewer: 404, editor: 404, owner: 204, outsider: 404 },
    call: async (c) => {
      const id = await ownerKeyId();
      return (await load("/api/keys/[id]")).DELETE!(
        request("DELETE", `/api/keys/${id}`, cookieOf(c)) as never,
        params({ id }) as never,
      );
    },
  },
  "/api/catalog GET": {
    expected: signedIn(200),
    call: async (c) => (await load("/api/catalog")).GET!(request("GET", "/api/catalog", cookieOf(c)) as never),
  },
  "/api/health GET": { expected: all(200), call: async () => (await load("/api/health")).GET!() },
  "/api/tco POST": {
    expected: signedIn(200),
    call: async (c) =>
      (await load("/api/tco")).POST!(jsonRequest("POST", "/api/tco", scenarioJson("tco"), cookieOf(c)) as never),
  },
  "/api/scenarios GET": {
    expected: signedIn(200),
    call: async (c) => (await load("/api/scenarios")).GET!(request("GET", "/api/scenarios", cookieOf(c)) as never),
  },
  "/api/scenarios POST": {
    expected: make(201),
    call: async (c) =>
      call(async () =>
        (await load("/api/scenarios")).POST!(
          jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson("made") }, cookieOf(c)) as never,
        ),
      ).then((r) => r.response),
  },
  "/api/scenarios/import POST": {
    expected: make(201),
    call: async (c) =>
      call(async () =>
        (await load("/api/scenarios/import")).POST!(
          jsonRequest("POST", "/api/scenarios/import", exportFile(inputs()), cookieOf(c)) as never,
        ),
      ).then((r) => r.response),
  },
  "/api/imports/focus POST": {
    expected: make(201),
    call: async (c) =>
      call(async () =>
        (await load("/api/imports/focus")).POST!(
          new Request("http://localhost/api/imports/focus?create=1", {
            method: "POST",
            headers: { "content-type": "text/csv", ...cookieOf(c) },
            body: FOCUS_CSV,
          }) as never,
        ),
      ).then((r) => r.response),
  },
  "/api/scenarios/[id] GET": {
    expected: read(200),
    call: async (c) => {
      const id = await fresh();
      return (await load("/api/scenarios/[id]")).GET!(
        request("GET", `/api/scenarios/${id}`, cookieOf(c)) as never,
        params({ id }) as never,
      );
    },
  },
  "/api/scenarios/[id] PUT": {
    expected: write(200),
    call: async (c) => {
      const id = await fresh();
      return call(async () =>
        (await load("/api/scenarios/[id]")).PUT!(
          jsonRequest(
            "PUT",
            `/api/scenarios/${id}`,
            { version: 1, scenario: scenarioJson("saved") },
            cookieOf(c),
          ) as never,
          params({ id }) as never,
        ),
      ).then((r) => r.response);
    },
  },
  "/api/scenarios/[id] DELETE": {
    expected: write(204),
    call: async (c) => {
      const id = await fresh();
      return call(async () =>
        (await load("/api/scenarios/[id]")).DELETE!(
          request("DELETE", `/api/scenarios/${id}`, cookieOf(c)) as never,
          params({ id }) as never,
        ),
      ).then((r) => r.response);
    },
  },
  "/api/scenarios/[id]/[file] GET": {
    expected: read(200),
    call: async (c) => {
      const id = await fresh();
      return (await load("/api/scenarios/[id]/[file]")).GET!(
        request("GET", `/api/scenarios/${id}/scenario.json`, cookieOf(c)) as never,
        params({ id, file: "scenario.json" }) as never,
      );
    },
  },
  "/api/scenarios/[id]/undelete POST": {
    expected: write(200),
    call: async (c) => {
      const id = await fresh();
      await deleteScenario(scope(), id);
      return call(async () =>
        (await load("/api/scenarios/[id]/undelete")).POST!(
          request("POST", `/api/scenarios/${id}/undelete`, cookieOf(c)) as never,
          params({ id }) as never,
        ),
      ).then((r) => r.response);
    },
  },
  "/api/scenarios/[id]/restore POST": {
    expected: write(200),
    call: async (c) => {
      const id = await fresh();
      await deleteScenario(scope(), id);
      return call(async () =>
        (await load("/api/scenarios/[id]/restore")).POST!(
          request("POST", `/api/scenarios/${id}/restore`, cookieOf(c)) as never,
          params({ id }) as never,
        ),
      ).then((r) => r.response);
    },
  },
  "/api/scenarios/[id]/revisions GET": {
    expected: read(200),
    call: async (c) => {
      const id = await fresh();
      return (await load("/api/scenarios/[id]/revisions")).GET!(
        request("GET", `/api/scenarios/${id}/revisions`, cookieOf(c)) as never,
        params({ id }) as never,
      );
    },
  },
  "/api/scenarios/[id]/revisions/[version] GET": {
    expected: read(200),
    call: async (c) => {
      const id = await fresh();
      return (await load("/api/scenarios/[id]/revisions/[version]")).GET!(
        request("GET", `/api/scenarios/${id}/revisions/1`, cookieOf(c)) as never,
        params({ id, version: "1" }) as never,
      );
    },
  },
  "/api/scenarios/[id]/revisions/[version]/restore POST": {
    expected: write(200),
    call: async (c) => {
      const id = await fresh();
      return call(async () =>
        (await load("/api/scenarios/[id]/revisions/[version]/restore")).POST!(
          request("POST", `/api/scenarios/${id}/revisions/1/restore`, cookieOf(c)) as never,
          params({ id, version: "1" }) as never,
        ),
      ).then((r) => r.response);
    },
  },
  "/api/scenarios/[id]/shares GET": {
    // Share links are share management: editors and owners only.
    expected: write(200),
    call: async (c) => {
      const id = await fresh();
      return (await load("/api/scenarios/[id]/shares")).GET!(
        request("GET", `/api/scenarios/${id}/shares`, cookieOf(c)) as never,
        params({ id }) as never,
      );
    },
  },
  "/api/scenarios/[id]/shares POST": {
    expected: write(201),
    call: async (c) => {
      const id = await fresh();
      return (await load("/api/scenarios/[id]/shares")).POST!(
        request("POST", `/api/scenarios/${id}/shares`, cookieOf(c)) as never,
        params({ id }) as never,
      );
    },
  },
  "/api/scenarios/[id]/shares/[token] DELETE": {
    expected: write(204),
    call: async (c) => {
      const id = await fresh();
      const share = await createShare(scope(), id);
      return (await load("/api/scenarios/[id]/shares/[token]")).DELETE!(
        request("DELETE", `/api/scenarios/${id}/shares/${share!.token}`, cookieOf(c)) as never,
        params({ id, token: share!.token }) as never,
      );
    },
  },
  "/compare/export/[file] GET": {
    // Two scenarios of another workspace are, to the outsider, two that don't exist: 404.
    expected: read(200),
    call: async (c) =>
      (await load("/compare/export/[file]")).GET!(
        request("GET", `/compare/export/comparison.csv?ids=${pair}`, cookieOf(c)) as never,
        params({ file: "comparison.csv" }) as never,
      ),
  },
  "/s/[token]/[file] GET": {
    // A share link is public: a CFO without an account opens it.
    expected: all(200),
    call: async (c) =>
      (await load("/s/[token]/[file]")).GET!(
        request("GET", `/s/${token}/scenario.json`, cookieOf(c)) as never,
        params({ token, file: "scenario.json" }) as never,
      ),
  },
  "/s/[token]/copy POST": {
    // Copying it is not: nobody signed in is sent to sign in (303), a viewer can't create.
    expected: { anonymous: 303, viewer: 403, editor: 303, owner: 303, outsider: 303 },
    call: async (c) =>
      (await load("/s/[token]/copy")).POST!(
        request("POST", `/s/${token}/copy`, cookieOf(c)) as never,
        params({ token }) as never,
      ),
  },
};

beforeAll(async () => {
  users.owner = testOwner;
  users.viewer = await joinAs(await signUpForTest("viewer"), testOwner.workspaceId, "viewer");
  users.editor = await joinAs(await signUpForTest("editor"), testOwner.workspaceId, "editor");
  users.outsider = await signUpForTest("outsider");
  for (const [name, role] of [
    ["viewer", "viewer"],
    ["editor", "editor"],
    ["owner", "owner"],
    ["outsider", "owner"],
  ] as const) {
    const user = users[name];
    const made = await createApiKey({ id: user.id, name: user.name }, user.workspaceId, role, {
      name: `${name}'s script`,
      role,
    });
    keys[name] = made.key;
  }
  const shared = await fresh();
  token = (await createShare(scope(), shared))!.token;
  pair = `${shared},${await fresh()}`;
});

describe("access to every route", () => {
  test("every route.ts method has a row in the table, and every row a route", async () => {
    expect(Object.keys(TABLE).sort()).toEqual(await routesOnDisk());
  });

  describe.each(Object.entries(TABLE))("%s", (_route, { expected, call: send }) => {
    test.each(CALLERS)("%s", async (caller) => {
      const response = await send(caller);
      expect(response.status, await response.clone().text()).toBe(expected[caller]);
      // Answers that depend on who asks (and their refusals) must never sit in a shared cache.
      if (_route !== "/api/health GET") expect(response.headers.get("cache-control")).toBe("private, no-store");
    });
  });
});

/**
 * Where an API key is answered differently from its creator's session: keys are managed by a
 * person signed in (403 to a key). better-auth's own endpoints (/api/auth/) know sessions only,
 * so they are left out of this pass (and more wrong passwords would trip the sign-in limit).
 */
const SESSION_ONLY = { anonymous: 401, viewer: 403, editor: 403, owner: 403, outsider: 403 };
const BEARER_DIFFERS: Record<string, Expected> = {
  "/api/keys GET": SESSION_ONLY,
  "/api/keys POST": SESSION_ONLY,
  "/api/keys/[id] DELETE": SESSION_ONLY,
};

describe("access to every route with an API key (Authorization: Bearer) instead of the cookie", () => {
  beforeAll(() => {
    proof = "api-key";
    return () => {
      proof = "cookie";
    };
  });

  describe.each(Object.entries(TABLE).filter(([route]) => !route.startsWith("/api/auth/")))(
    "%s",
    (route, { expected, call: send }) => {
      test.each(CALLERS)("%s", async (caller) => {
        const response = await send(caller);
        expect(response.status, await response.clone().text()).toBe((BEARER_DIFFERS[route] ?? expected)[caller]);
      });
    },
  );
});
