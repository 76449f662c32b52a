import { describe, expect, test, vi } from "vitest";
import { getDb } from "@/lib/db";
import { getSharedRevision } from "@/lib/sharing/store";
import { call, jsonRequest, params, request, scenarioJson, uniqueName, testOwner } from "@/scripts/test-support/http";
import { POST as createScenario } from "../../route";
import { DELETE as deleteScenario, PUT } from "../route";
import { DELETE as revoke } from "./[token]/route";
import { GET as list, POST as share } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

interface Created {
  token: string;
  url: string;
  revision: number;
  createdAt: string;
}

const at = (id: string) => `/api/scenarios/${id}/shares`;

async function newScenario(name = uniqueName("share")): Promise<{ id: string; name: string }> {
  const { response } = await call(() =>
    createScenario(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })),
  );
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, name };
}

const create = (id: string) => share(request("POST", at(id)), params({ id }));
const listOf = (id: string) => list(request("GET", at(id)), params({ id }));
const revokeOf = (id: string, token: string) => revoke(request("DELETE", `${at(id)}/${token}`), params({ id, token }));

async function created(id: string): Promise<Created> {
  const response = await create(id);
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

async function live(id: string): Promise<Created[]> {
  const response = await listOf(id);
  expect(response.status).toBe(200);
  return ((await response.json()) as { shares: Created[] }).shares;
}

/** Status, content type and body: what a caller can tell two answers apart by. */
async function seen(response: Response) {
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** A token of the right shape that was never issued. */
const unknownToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");

describe("POST /api/scenarios/:id/shares", () => {
  test("answers 201 with a URL-safe token of at least 128 bits, its /s/ URL, the pinned revision and the time", async () => {
    const { id } = await newScenario();
    const before = Date.now();
    const body = await created(id);
    expect(Object.keys(body).sort()).toEqual(["createdAt", "revision", "token", "url"]);
    // 22 base64url characters carry 132 bits; fewer could not hold 128.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(body.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(body.url).toBe(`http://localhost/s/${body.token}`);
    expect(body.revision).toBe(1);
    const createdAt = Date.parse(body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  test("the URL is on the host the request came to, not the server's own name (Next's request.url says localhost)", async () => {
    const { id } = await newScenario();
    const post = (headers: Record<string, string>) =>
      share(
        new Request(`http://localhost${at(id)}`, { method: "POST", headers: { cookie: testOwner.cookie, ...headers } }),
        params({ id }),
      );
    const direct = (await (await post({ host: "192.0.2.7:3000" })).json()) as Created;
    expect(direct.url).toBe(`http://192.0.2.7:3000/s/${direct.token}`);
    const proxied = (await (
      await post({ host: "127.0.0.1:3000", "x-forwarded-host": "tco.example.com" })
    ).json()) as Created;
    expect(proxied.url).toBe(`http://tco.example.com/s/${proxied.token}`);
    const listed = (
      (await (
        await list(
          new Request(`http://localhost${at(id)}`, { headers: { host: "tco.example.com", cookie: testOwner.cookie } }),
          params({ id }),
        )
      ).json()) as { shares: Created[] }
    ).shares;
    expect(listed.map((s) => s.url).sort()).toEqual(
      [`http://tco.example.com/s/${direct.token}`, `http://tco.example.com/s/${proxied.token}`].sort(),
    );
    // A Host header that is not a host falls back to the request's own origin.
    const odd = (await (await post({ host: "[not a host" })).json()) as Created;
    expect(odd.url).toBe(`http://localhost/s/${odd.token}`);
  });

  test("every link gets its own token, and tokens don't repeat across many links", async () => {
    const { id } = await newScenario();
    const tokens = await Promise.all(Array.from({ length: 50 }, async () => (await created(id)).token));
    expect(new Set(tokens).size).toBe(50);
    // No shared prefix or counter: the first characters vary as much as the rest.
    expect(new Set(tokens.map((t) => t.slice(0, 4))).size).toBeGreaterThan(45);
  });

  test("pins the version current when it was made; later saves do not move it", async () => {
    const { id, name } = await newScenario();
    const first = await created(id);
    const edited = { ...scenarioJson(name), horizonYears: 5 };
    const saved = await call(() =>
      PUT(jsonRequest("PUT", `/api/scenarios/${id}`, { version: 1, scenario: edited }), params({ id })),
    );
    expect(saved.response.status).toBe(200);
    const second = await created(id);
    expect([first.revision, second.revision]).toEqual([1, 2]);

    const pinned = await getSharedRevision(first.token);
    expect(pinned).toMatchObject({ version: 1, currentVersion: 2 });
    expect(pinned?.scenario.horizonYears).toBe(scenarioJson(name).horizonYears);
    expect((await getSharedRevision(second.token))?.scenario.horizonYears).toBe(5);
  });

  test("an unknown or deleted scenario answers the plain 404 and creates nothing", async () => {
    const { id } = await newScenario();
    const removed = await call(() => deleteScenario(request("DELETE", `/api/scenarios/${id}`), params({ id })));
    expect(removed.response.status).toBe(204);
    const countBefore = await getDb().share.count();
    for (const target of [id, "no-such-scenario"]) {
      const response = await create(target);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ path: "", code: "not_found", message: "Not found" }] });
    }
    expect(await getDb().share.count()).toBe(countBefore);
  });
});

describe("GET /api/scenarios/:id/shares", () => {
  test("lists the live links, newest first, each with its URL and revision", async () => {
    const { id } = await newScenario();
    expect(await live(id)).toEqual([]);
    const a = await created(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = await created(id);
    expect(await live(id)).toEqual([b, a]);
  });

  test("lists only this scenario's links", async () => {
    const mine = await newScenario();
    const other = await newScenario();
    const link = await created(mine.id);
    await created(other.id);
    expect((await live(mine.id)).map((s) => s.token)).toEqual([link.token]);
  });

  test("an unknown scenario answers 404", async () => {
    const response = await listOf("no-such-scenario");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: [{ path: "", code: "not_found", message: "Not found" }] });
  });
});

describe("DELETE /api/scenarios/:id/shares/:token", () => {
  test("revokes with 204 and no body; the link leaves the list and no longer resolves", async () => {
    const { id } = await newScenario();
    const keep = await created(id);
    const gone = await created(id);
    const response = await revokeOf(id, gone.token);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect((await live(id)).map((s) => s.token)).toEqual([keep.token]);
    expect(await getSharedRevision(gone.token)).toBeNull();
    expect(await getSharedRevision(keep.token)).not.toBeNull();
  });

  test("a revoked token and one never issued get the same 404, so a caller cannot tell them apart", async () => {
    const { id } = await newScenario();
    const link = await created(id);
    expect((await revokeOf(id, link.token)).status).toBe(204);
    const again = await seen(await revokeOf(id, link.token));
    const never = await seen(await revokeOf(id, unknownToken()));
    expect(again.status).toBe(404);
    expect(again).toEqual(never);
    expect(JSON.parse(again.body)).toEqual({ errors: [{ path: "", code: "not_found", message: "Not found" }] });
  });

  test("a token of another scenario is not revoked through this one", async () => {
    const mine = await newScenario();
    const theirs = await newScenario();
    const link = await created(theirs.id);
    const response = await revokeOf(mine.id, link.token);
    expect(response.status).toBe(404);
    expect(await getSharedRevision(link.token)).not.toBeNull();
    expect((await live(theirs.id)).map((s) => s.token)).toEqual([link.token]);
  });

  test("deleting the scenario makes its links resolve to nothing", async () => {
    const { id } = await newScenario();
    const link = await created(id);
    await call(() => deleteScenario(request("DELETE", `/api/scenarios/${id}`), params({ id })));
    expect(await getSharedRevision(link.token)).toBeNull();
  });
});
