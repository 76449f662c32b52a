/**
 * A query parameter given twice is refused by every route with a 400 naming it (lib/http/guard.ts
 * withDatabase): `searchParams.get` reads only the first, so `?before=…&before=…` acted on one of
 * two values silently.
 */
import { describe, expect, test, vi } from "vitest";
import { GET as audit } from "@/app/api/audit/route";
import { GET as getScenario } from "@/app/api/scenarios/[id]/route";
import { GET as compareExport } from "@/app/compare/export/[file]/route";
import { authHandler } from "@/lib/accounts/handler";
import { createScenario } from "@/lib/scenarios/store";
import { params, request, scenarioJson, testOwner } from "@/scripts/test-support/http";
import { scenarioSchema } from "@/lib/scenarios/schema";
import type { ErrorResponse } from "@/lib/scenarios/response";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

const errorsOf = async (response: Response) => ((await response.json()) as ErrorResponse).errors;
const scenarioId = async () =>
  (
    await createScenario(
      { workspaceId: testOwner.workspaceId, authorId: testOwner.id },
      scenarioSchema.parse(scenarioJson("repeated")),
    )
  ).id;

describe("a repeated query parameter", () => {
  test("before on the audit log", async () => {
    const response = await audit(request("GET", "/api/audit?before=2026-12-01T10:00:00Z&before=2030-01-01T00:00:00Z"));
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { path: "before", code: "repeated_parameter", message: "before may be given once" },
    ]);
  });

  test("uncertainty on a scenario", async () => {
    const id = await scenarioId();
    const response = await getScenario(
      request("GET", `/api/scenarios/${id}?uncertainty=0&uncertainty=1`),
      params({ id }) as never,
    );
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { path: "uncertainty", code: "repeated_parameter", message: "uncertainty may be given once" },
    ]);
  });

  test("ids and base on the compare download, each named once", async () => {
    const response = await compareExport(
      request("GET", "/compare/export/comparison.csv?ids=a,b&ids=c,d&base=a&base=c&base=d"),
      params({ file: "comparison.csv" }) as never,
    );
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { path: "ids", code: "repeated_parameter", message: "ids may be given once" },
      { path: "base", code: "repeated_parameter", message: "base may be given once" },
    ]);
  });

  test("a parameter of better-auth's endpoints", async () => {
    const response = await authHandler(
      request("GET", "/api/auth/organization/list-members?sortBy=createdAt&sortBy=role"),
    );
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([
      { path: "sortBy", code: "repeated_parameter", message: "sortBy may be given once" },
    ]);
  });

  test("given once, each is read as before", async () => {
    const id = await scenarioId();
    expect((await audit(request("GET", "/api/audit?before=2030-01-01T00:00:00Z"))).status).toBe(200);
    expect(
      (await getScenario(request("GET", `/api/scenarios/${id}?uncertainty=1`), params({ id }) as never)).status,
    ).toBe(200);
  });
});
