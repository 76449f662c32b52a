import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { readFocusStream } from "./stream";

// Issue 32's hostile files, as the API, the CLI and the browser's worker all read them: through
// readFocusStream. Each is refused naming its row and column, before the reader has done more than
// a bounded amount of work (the CPU each takes is measured by `npm run bench -- --only bill-fuzz`).
const HEAD =
  "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ServiceCategory,BillingCurrency,BilledCost,EffectiveCost," +
  "ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit,ChargeDescription";
const ROW =
  "2026-03-01T00:00:00Z,2026-03-01T01:00:00Z,Usage,Compute,USD,98.32,98.32,98.32,Standard,1,Hours,p5.48xlarge";
const csv = (...rows: string[]) => [HEAD, ...rows].join("\n") + "\n";
const gpuRow = (start: string, end: string, cost = "98.32") =>
  `${start},${end},Usage,Compute,USD,${cost},${cost},${cost},Standard,1,Hours,p5.48xlarge`;

const streamOf = (bytes: Uint8Array, chunk = 64 * 1024) =>
  new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(new Uint8Array(bytes.subarray(i, i + chunk)));
      controller.close();
    },
  });
const readBytes = (bytes: Uint8Array) => readFocusStream(streamOf(bytes));
const readText = (text: string) => readBytes(new TextEncoder().encode(text));

describe("issue 32's hostile files are refused naming the row and column", () => {
  test("a 100 KB gzip that expands to one 100 MB line with no newline", async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, "a"), { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expect(readBytes(bomb)).rejects.toThrow("Row 1, column 1: the row is longer than 1 MB");
  });

  test("an unclosed quoted field over 20 MB (gzip)", async () => {
    const open = `${HEAD}\n${ROW.replace(/,p5\.48xlarge$/, ',"p5.48xlarge ')}${"x".repeat(20 * 1024 * 1024)}`;
    await expect(readBytes(gzipSync(open))).rejects.toThrow(
      "Row 2, column 12 (ChargeDescription): the row is longer than 1 MB (a quoted field that is never closed",
    );
  });

  test("an unclosed quoted field at the end of a short file", async () => {
    await expect(readText(`${HEAD}\n${ROW.replace(/,p5\.48xlarge$/, ',"p5.48xlarge')}\n`)).rejects.toThrow(
      "Row 2, column 12 (ChargeDescription): a quoted field is never closed.",
    );
  });

  test("one row whose charge period runs from year 1000 to 9999, and twelve of them", async () => {
    const row = gpuRow("1000-01-01T00:00:00Z", "9999-12-31T00:00:00Z");
    const reason = 'Row 2: ChargePeriodStart "1000-01-01T00:00:00Z" is outside 2000-01-01 … 2100-01-01 UTC';
    await expect(readText(csv(row))).rejects.toThrow(reason);
    await expect(readText(csv(...Array<string>(12).fill(row)))).rejects.toThrow(reason);
  });

  // Its answer was always a refusal: the bug was the 5.4 s of CPU two backtracking patterns took to
  // give it. The contract's bound (a second of CPU before a refusal) is asserted on CPU time, not the
  // clock, so a loaded machine does not fail it; the reader takes a few milliseconds.
  test("an 80 KB cost cell of spaces then x, within a second of CPU", async () => {
    const cpu = process.cpuUsage();
    await expect(readText(csv(gpuRow(H0, H1, `${" ".repeat(80 * 1024)}x`)))).rejects.toThrow(
      /^Row 2: BilledCost " {40}…" is not a number/,
    );
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1e6).toBeLessThan(1);
  });

  test("a cost of 1e400", async () => {
    await expect(readText(csv(gpuRow(H0, H1, "1e400")))).rejects.toThrow(
      'Row 2: BilledCost "1e400" is not a finite number',
    );
  });

  test("a period starting in year 0000", async () => {
    await expect(readText(csv(gpuRow("0000-01-01T00:00:00Z", H1)))).rejects.toThrow(
      'Row 2: ChargePeriodStart "0000-01-01T00:00:00Z" is outside 2000-01-01 … 2100-01-01 UTC',
    );
  });
});

const H0 = "2026-03-01T00:00:00Z";
const H1 = "2026-03-01T01:00:00Z";

describe("the contract's other limits", () => {
  test.each([
    [
      "an end after 2100-01-01",
      gpuRow(H0, "2100-01-01T00:00:01Z"),
      'Row 2: ChargePeriodEnd "2100-01-01T00:00:01Z" is outside',
    ],
    [
      "an end before its start",
      gpuRow(H1, H0),
      `Row 2: ChargePeriodEnd "${H0}" is before its ChargePeriodStart "${H1}"`,
    ],
    [
      "a quantity of 1e999",
      gpuRow(H0, H1).replace(",1,Hours,", ",1e999,Hours,"),
      'Row 2: ConsumedQuantity "1e999" is not a finite number',
    ],
  ])("%s", async (_name, row, reason) => {
    await expect(readText(csv(row))).rejects.toThrow(reason);
  });

  test("a period of 1,100 days is read; the Usage row that stretches it past is refused", async () => {
    const bill = await readText(csv(gpuRow("2026-01-01T00:00:00Z", "2029-01-05T00:00:00Z")));
    expect(bill.period.days).toBe(1100);
    await expect(
      readText(csv(gpuRow("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"), gpuRow(H0, "2029-01-05T00:00:01Z"))),
    ).rejects.toThrow(
      'Row 3: ChargePeriodEnd "2029-01-05T00:00:01Z" makes the bill\'s period 1,101 days long; at most 1,100',
    );
  });

  test("a commitment bought for five years does not stretch a month's bill; with no Usage row it is too long", async () => {
    const purchase = `${H0},2031-03-01T00:00:00Z,Purchase,Compute,USD,100,0,100,Committed,,,Savings Plan`;
    expect((await readText(csv(purchase, ROW))).period.days).toBeCloseTo(1 / 24, 12);
    await expect(readText(csv(purchase))).rejects.toThrow("Rows 2 and 2: their ChargePeriodStart and ChargePeriodEnd");
  });

  test("a row of exactly 1 MB is read; one character more is refused", async () => {
    const pad = (length: number) => ROW.replace("p5.48xlarge", `p5.48xlarge ${"x".repeat(length)}`);
    const exact = pad(1024 * 1024 - ROW.length - 1);
    expect(exact.length).toBe(1024 * 1024);
    expect((await readText(csv(exact))).gpu.gpuHours).toBe(8);
    await expect(readText(csv(pad(1024 * 1024 - ROW.length)))).rejects.toThrow("Row 2, column 12 (ChargeDescription)");
  });

  test("costs that add up past the largest number are refused", async () => {
    const big = gpuRow(H0, H1, "1e308");
    await expect(readText(csv(big, big))).rejects.toThrow("add up to more than a number can hold");
  });
});
