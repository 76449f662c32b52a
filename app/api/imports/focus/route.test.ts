import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, test, vi } from "vitest";
import { joinAs, signUpForTest } from "@/scripts/test-support/users";
import { getDb } from "@/lib/db";
import { focusLimits } from "@/lib/bill/limits";
import { ANONYMOUS, call, testOwner } from "@/scripts/test-support/http";
import type { Bill } from "@/lib/bill/types";
import { POST } from "./route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

type Errors = { errors: { path: string; message: string }[] };
const spec = readFileSync(join(process.cwd(), "lib/bill/fixtures/focus-spec/aws_savings_plan_all_upfront_100pct.csv"));
const rules = encodeURIComponent(
  JSON.stringify([{ column: "ChargeDescription", contains: "committed usage", gpusPerUnit: 8 }]),
);

const upload = (body: BodyInit, query = "", headers: Record<string, string> = {}) =>
  call(() =>
    POST(
      new Request(`http://localhost/api/imports/focus${query}`, {
        method: "POST",
        headers: { "content-type": "text/csv", cookie: testOwner.cookie, ...headers },
        body,
      }),
    ),
  );

const saved = { ...focusLimits };
afterEach(() => Object.assign(focusLimits, saved));

describe("POST /api/imports/focus", () => {
  test("a CSV answers { bill } with the user's rules; nothing is saved", async () => {
    const before = await getDb().scenario.count({ where: { workspaceId: testOwner.workspaceId } });
    const { response, revalidated } = await upload(spec, `?rules=${rules}`);
    expect(response.status).toBe(200);
    const { bill } = (await response.json()) as { bill: Bill };
    expect(bill.gpu.gpuHours).toBe(192);
    expect(bill.gpu.effectiveCost).toBeCloseTo(24 * 71.69, 6);
    expect(revalidated).toEqual([]);
    expect(await getDb().scenario.count({ where: { workspaceId: testOwner.workspaceId } })).toBe(before);
  });

  test("gzip with ?create=1 also creates the scenario (201) whose cloud side is the bill", async () => {
    const { response, revalidated } = await upload(gzipSync(spec), `?create=1&name=feb.csv.gz&rules=${rules}`, {
      "content-type": "application/gzip",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      id: string;
      bill: Bill;
      scenario: { workload: { gpus: number }; description: string };
    };
    expect(response.headers.get("location")).toBe(`/api/scenarios/${body.id}`);
    expect(revalidated).toEqual(["/"]);
    expect(body.scenario.workload.gpus).toBe(body.bill.gpu.peakGpus);
    expect(body.scenario.description).toContain("feb.csv.gz");
    const row = await getDb().scenario.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.workspaceId).toBe(testOwner.workspaceId);
  });

  test("a bill with no GPU rows and ?create=1 is a 422 naming why and the rule to add; nothing is saved", async () => {
    const before = await getDb().scenario.count({ where: { workspaceId: testOwner.workspaceId } });
    const { response, revalidated } = await upload(spec, "?create=1");
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { path: string; code: string; message: string }[] };
    expect(errors).toEqual([
      { path: "", code: "no_gpu_rows", message: expect.stringContaining("No row of this bill") },
    ]);
    expect(errors[0]!.message).toContain("a rule mapping the bill's SKUs to GPUs");
    expect(revalidated).toEqual([]);
    expect(await getDb().scenario.count({ where: { workspaceId: testOwner.workspaceId } })).toBe(before);
    // Without ?create=1 the summary still answers, with no scenario and the same reason.
    const read = (await (await upload(spec)).response.json()) as { bill: Bill };
    expect(read.bill.scenario).toBeNull();
    expect(read.bill.noScenario?.code).toBe("no_gpu_rows");
  });

  test.each([
    ["a file that is not FOCUS", "a,b\n1,2\n", "", "it has no ChargePeriodStart"],
    ["an empty file", "", "", "The file is empty."],
    [
      "mixed currencies",
      "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,EffectiveCost,BilledCost,BillingCurrency,ServiceCategory\n" +
        "2026-01-01,2026-01-02,Usage,1,1,USD,Compute\n" +
        "2026-01-01,2026-01-02,Usage,1,1,EUR,Compute\n",
      "",
      "EUR and USD",
    ],
    [
      "invalid rules",
      spec.toString(),
      `?rules=${encodeURIComponent('[{"column":"x","contains":"y"}]')}`,
      "gpusPerUnit must be a number",
    ],
  ])("%s is a 400 naming the reason", async (_name, body, query, reason) => {
    const { response } = await upload(body, query);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(reason);
  });

  test("a file over the size limit is a 413 saying so", async () => {
    focusLimits.bodyBytes = 4096;
    const { response } = await upload(spec);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Errors).errors[0]!.message).toMatch(
      /^The file is larger than 4 KB; summarize it in the browser/,
    );
  });

  test("a gzip file over the size limit is a 413 too, not a 400 for a broken gzip", async () => {
    focusLimits.bodyBytes = 4096;
    const noise = gzipSync(Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251)), { level: 0 });
    const { response } = await upload(noise, "", { "content-type": "application/gzip" });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Errors).errors[0]!.message).toMatch(/^The file is larger than 4 KB/);
  });

  test("viewers and visitors cannot import", async () => {
    const viewer = await joinAs(await signUpForTest("focus-viewer"), testOwner.workspaceId, "viewer");
    expect((await upload(spec, "", { cookie: viewer.cookie })).response.status).toBe(403);
    expect((await upload(spec, "", ANONYMOUS)).response.status).toBe(401);
  });
});
