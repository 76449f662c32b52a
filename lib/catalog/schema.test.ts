import { describe, expect, test } from "vitest";
import { catalogQuerySchema, cloudCatalogFileSchema, hardwareSchema } from "./schema";

const known = { gpus: ["A100", "H100"], providers: ["aws", "lambda"] };

describe("catalogQuerySchema", () => {
  test.each([[{}], [{ gpu: "H100" }], [{ provider: "aws" }], [{ gpu: "A100", provider: "lambda" }]])(
    "accepts %j",
    (query) => {
      expect(catalogQuerySchema(known).safeParse(query).success).toBe(true);
    },
  );

  test.each([
    [{ gpu: "h100" }, { gpu: "H100" }],
    [{ gpu: " a100 " }, { gpu: "A100" }],
    [{ provider: "AWS" }, { provider: "aws" }],
  ])("reads %j in any case as %j", (query, parsed) => {
    expect(catalogQuerySchema(known).parse(query)).toEqual(parsed);
  });

  test.each([
    [{ gpu: "H999" }, ["gpu"], "gpu must be one of A100, H100"],
    [{ provider: "oracle" }, ["provider"], "provider must be one of aws, lambda"],
  ])("refuses %j naming the parameter", (query, path, message) => {
    const parsed = catalogQuerySchema(known).safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path, message });
  });
});

describe("catalog rows", () => {
  const price = {
    id: "a",
    provider: "aws",
    gpu: "H100",
    instanceType: "p5",
    gpusPerInstance: 8,
    region: "r",
    kind: "on-demand",
    pricePerGpuHour: 1,
    currency: "USD",
    asOf: "2026-12-01",
    dateBasis: "stated",
    sourceUrl: "https://example.com",
    publisher: "p",
  };
  const file = (entries: unknown[]) => ({ catalog: "cloud-prices", compiledOn: "2026-12-01", entries });

  test.each([
    [{ pricePerGpuHour: 0 }, "pricePerGpuHour"],
    [{ pricePerGpuHour: -2 }, "pricePerGpuHour"],
    [{ gpusPerInstance: 0 }, "gpusPerInstance"],
    [{ gpusPerInstance: 1.5 }, "gpusPerInstance"],
    [{ asOf: "2026-02-30" }, "asOf"],
    [{ sourceUrl: "ftp://example.com" }, "sourceUrl"],
    [{ kind: "reserved" }, "kind"],
  ])("a price with %j is refused at its field", (change, field) => {
    const parsed = cloudCatalogFileSchema.safeParse(file([{ ...price, ...change }]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["entries", 0, field]);
  });

  test("two entries with one id are refused", () => {
    const parsed = cloudCatalogFileSchema.safeParse(file([price, price]));
    expect(parsed.error?.issues[0]?.message).toBe("id a appears twice");
  });

  const reasons = {
    listPrice: "no price published",
    fullLoadWatts: "no spec sheet found",
    idleWatts: "no spec sheet found",
    lifetimeYears: "no source says so",
  };

  test("a server's figure no source gives is absent, with the reason, and a 0 figure is refused", () => {
    const server = { id: "s", system: "S", gpu: "H200", gpusPerServer: 8, currency: "USD", unknown: reasons };
    expect(hardwareSchema.safeParse(server).success).toBe(true);
    const zero = hardwareSchema.safeParse({
      ...server,
      listPrice: { value: 0, asOf: "2026-12-01", dateBasis: "stated", url: "https://example.com" },
    });
    expect(zero.error?.issues[0]?.path).toEqual(["listPrice", "value"]);
  });

  test("an absent figure without a reason is refused, naming it; a given figure cannot also be unknown", () => {
    const server = { id: "s", system: "S", gpu: "H200", gpusPerServer: 8, currency: "USD" };
    const silent = hardwareSchema.safeParse({ ...server, unknown: { ...reasons, idleWatts: undefined } });
    expect(silent.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["unknown.idleWatts", "idleWatts is absent: say why no public source gives it"],
    ]);
    const both = hardwareSchema.safeParse({
      ...server,
      unknown: reasons,
      lifetimeYears: { value: 5, asOf: "2026-12-01", dateBasis: "stated", url: "https://example.com" },
    });
    expect(both.error?.issues.map((i) => i.path.join("."))).toEqual(["unknown.lifetimeYears"]);
  });
});
