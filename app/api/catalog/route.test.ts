import { describe, expect, test } from "vitest";
import { request } from "@/scripts/test-support/http";
import type { ErrorResponse } from "@/lib/scenarios/response";
import { GET } from "./route";

const get = (query = "") => GET(request("GET", `/api/catalog${query}`));

interface Body {
  age: { compiledOn: string; oldest: string; newest: string };
  cloud: { entries: { provider: string; gpu: string; kind: string; instanceType: string; pricePerGpuHour: number }[] };
  hardware: { entries: { gpu: string }[] };
}

describe("GET /api/catalog", () => {
  test("both catalogs and their age", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.cloud.entries.length).toBeGreaterThanOrEqual(40);
    expect(body.hardware.entries.length).toBeGreaterThanOrEqual(4);
    expect(body.age.oldest <= body.age.newest).toBe(true);
  });

  test("filtered by GPU and provider", async () => {
    const body = (await (await get("?gpu=H100&provider=lambda")).json()) as Body;
    expect(body.cloud.entries.length).toBeGreaterThan(0);
    expect(body.cloud.entries.every((e) => e.gpu === "H100" && e.provider === "lambda")).toBe(true);
    expect(body.hardware.entries.every((h) => h.gpu === "H100")).toBe(true);
  });

  test("the GPU filter ignores case: h100 and H100 answer the same entries", async () => {
    const lower = (await (await get("?gpu=h100")).json()) as Body;
    const upper = (await (await get("?gpu=H100")).json()) as Body;
    expect(lower.cloud.entries.length).toBeGreaterThan(0);
    expect(lower).toEqual(upper);
  });

  test("filtered by pricing kind: the 3-year commitments of H100, from AWS and Google Cloud", async () => {
    const body = (await (await get("?gpu=H100&kind=commit-3y")).json()) as Body;
    expect(body.cloud.entries.map((e) => `${e.provider} ${e.instanceType} ${e.pricePerGpuHour}`).sort()).toEqual([
      // AWS: $23.77728 per p5.48xlarge-hour ÷ 8; $2.97216 per p5.4xlarge-hour. Google Cloud: $28,370.99821392 a month ÷ 730 h ÷ 8 and $29,555.25790768 ÷ 730 ÷ 8.
      "aws p5.48xlarge 2.97216",
      "aws p5.4xlarge 2.97216",
      "gcp a3-highgpu-8g 4.858048",
      "gcp a3-megagpu-8g 5.060832",
    ]);
    expect(body.cloud.entries.every((e) => e.kind === "commit-3y")).toBe(true);
    expect(body.hardware.entries.every((h) => h.gpu === "H100")).toBe(true);
  });

  test.each([
    ["?gpu=H900", "gpu", "not_an_option", /^gpu must be one of A100, B200, .*H100/],
    ["?provider=oracle", "provider", "not_an_option", /^provider must be one of aws, azure, coreweave/],
    ["?gpu=", "gpu", "not_an_option", /^gpu must be one of/],
    ["?region=us", "region", "unknown_field", /^region is not a filter: use gpu, provider or kind$/],
    ["?gpu=H100&gpu=A100", "gpu", "repeated_parameter", /^gpu may be given once$/],
    ["?kind=reserved", "kind", "not_an_option", /^kind must be one of on-demand, commit-1y, commit-3y, spot$/],
  ])("%s answers 400 naming %s (%s)", async (query, path, code, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorResponse;
    expect(body.errors).toContainEqual({ path, code, message: expect.stringMatching(message) });
  });
});
