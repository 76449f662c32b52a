import { expect, test, vi } from "vitest";
import { call, jsonRequest, params, request, scenarioJson, uniqueName } from "@/scripts/test-support/http";
import { POST as create } from "../../../route";
import { DELETE, PUT } from "../../route";
import { POST as undelete } from "../../undelete/route";
import { GET } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

test("one saved version's inputs; an unknown version is a 404 and a malformed one a 400 naming it", async () => {
  const name = uniqueName("one revision");
  const created = await call(() => create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })));
  const { id } = (await created.response.json()) as { id: string };
  await call(() =>
    PUT(
      jsonRequest("PUT", `/api/scenarios/${id}`, { version: 1, scenario: scenarioJson(`${name} v2`) }),
      params({ id }),
    ),
  );

  const first = await GET(request("GET", `/api/scenarios/${id}/revisions/1`), params({ id, version: "1" }));
  expect(first.status).toBe(200);
  expect((await first.json()) as { version: number; scenario: { name: string } }).toMatchObject({
    version: 1,
    scenario: { name },
  });
  const second = (await (
    await GET(request("GET", `/api/scenarios/${id}/revisions/2`), params({ id, version: "2" }))
  ).json()) as { scenario: { name: string } };
  expect(second.scenario.name).toBe(`${name} v2`);
  expect((await GET(request("GET", `/api/scenarios/${id}/revisions/9`), params({ id, version: "9" }))).status).toBe(
    404,
  );
  const bad = await GET(request("GET", `/api/scenarios/${id}/revisions/x`), params({ id, version: "x" }));
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe("version");
});

test("a deleted scenario's versions are a 404 like its other routes, and readable again once undeleted", async () => {
  const name = uniqueName("deleted revision");
  const created = await call(() => create(jsonRequest("POST", "/api/scenarios", { scenario: scenarioJson(name) })));
  const { id } = (await created.response.json()) as { id: string };
  expect((await GET(request("GET", `/api/scenarios/${id}/revisions/1`), params({ id, version: "1" }))).status).toBe(
    200,
  );

  expect((await call(() => DELETE(request("DELETE", `/api/scenarios/${id}`), params({ id })))).response.status).toBe(
    204,
  );
  const gone = await GET(request("GET", `/api/scenarios/${id}/revisions/1`), params({ id, version: "1" }));
  expect(gone.status).toBe(404);
  expect(JSON.stringify(await gone.json())).not.toContain(name);

  await call(() => undelete(request("POST", `/api/scenarios/${id}/undelete`), params({ id })));
  expect((await GET(request("GET", `/api/scenarios/${id}/revisions/1`), params({ id, version: "1" }))).status).toBe(
    200,
  );
});
