import { describe, expect, test } from "vitest";
import { request } from "@/lib/http/test-support";
import { GET } from "./route";

const get = (query = "") => GET(request("GET", `/api/catalog${query}`));

interface Body {
  age: { compiledOn: string; oldest: string; newest: string };
  cloud: { entries: { provider: string; gpu: string; pricePerGpuHour: number }[] };
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

  test.each([
    ["?gpu=H900", "gpu", /^gpu must be one of A100, B200, .*H100/],
    ["?provider=oracle", "provider", /^provider must be one of aws, azure, coreweave/],
    ["?gpu=", "gpu", /^gpu must be one of/],
    ["?region=us", "region", /^region is not a filter: use gpu or provider$/],
    ["?gpu=H100&gpu=A100", "gpu", /^gpu may be given once$/],
  ])("%s answers 400 naming %s", async (query, path, message) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual({ path, message: expect.stringMatching(message) });
  });
});
