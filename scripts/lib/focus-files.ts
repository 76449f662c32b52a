// FOCUS files for the hostile-input fuzz (scripts/bench/bill-fuzz.ts) and the upload fault test:
// a valid bill of any size, and issue 32's hostile files, each with what it must be answered.
import { gzipSync } from "node:zlib";

const HEADER =
  "BillingAccountId,ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeDescription,ServiceCategory," +
  "ServiceName,BillingCurrency,BilledCost,EffectiveCost,ListCost,PricingCategory,ConsumedQuantity,ConsumedUnit," +
  "ResourceId\n";
const GPU = '"$98.32 per On Demand Linux p5.48xlarge Instance Hour, ""Linux"""';
const CPU = '"$0.096 per On Demand Linux m5.large Instance Hour"';

const hourOf = (hour: number) => new Date(Date.UTC(2026, 2, 1) + hour * 3_600_000).toISOString();

/** One hourly Usage row of March 2026: even rows a p5.48xlarge (8 GPUs, $30), odd ones an m5.large ($1). */
export function billRow(i: number, hour = Math.floor(i / 40) % (31 * 24)): string {
  const gpu = i % 2 === 0;
  const cost = gpu ? "30" : "1";
  const id = i.toString(16).padStart(12, "0");
  return (
    `123456789012,${hourOf(hour)},${hourOf(hour + 1)},Usage,${gpu ? GPU : CPU},Compute,Amazon ` +
    `EC2,USD,${cost},${cost},${cost},Standard,1,Hours,i-${id}\n`
  );
}

/** What a valid bill of `rows` rows must read as: its rows, GPU-hours and cost. */
export const expectedBill = (rows: number) => {
  const gpuRows = Math.ceil(rows / 2);
  return { rows, gpuRows, gpuHours: gpuRows * 8, effectiveCost: gpuRows * 30 + (rows - gpuRows) };
};

/** A valid bill of at least `bytes` bytes (whole rows) and its row count. */
export function validBill(bytes: number): { text: string; rows: number } {
  const parts = [HEADER];
  let size = HEADER.length;
  let rows = 0;
  while (size < bytes) {
    const row = billRow(rows++);
    parts.push(row);
    size += row.length;
  }
  return { text: parts.join(""), rows };
}

/** A hostile file: its bytes, and the start of the reason it must be refused with (row and column named). */
export interface HostileFile {
  name: string;
  body: Uint8Array;
  gzip: boolean;
  refusal: string;
}

const head = HEADER + billRow(0);
const gpuRow = (start: string, end: string, cost = "30") =>
  `123456789012,${start},${end},Usage,${GPU},Compute,Amazon EC2,USD,${cost},${cost},${cost},Standard,1,Hours,i-1\n`;
const bytes = (text: string) => new TextEncoder().encode(text);

/** Issue 32's table, the rows that are files; `scale` shrinks the big ones for a quick run (1 = as reported). */
export function hostileFiles(scale = 1): HostileFile[] {
  const mb = 1024 * 1024;
  return [
    {
      name: "gzip of one 100 MB line",
      body: gzipSync(Buffer.alloc(Math.max(2 * mb, 100 * mb * scale), "a"), { level: 9 }),
      gzip: true,
      refusal: "Row 1, column 1: the row is longer than 1 MB",
    },
    {
      name: "unclosed quote over 20 MB (gzip)",
      body: gzipSync(
        `${head}123456789012,${hourOf(0)},${hourOf(1)},Usage,"${"x".repeat(Math.max(2 * mb, 20 * mb * scale))}`,
      ),
      gzip: true,
      refusal: "Row 3, column 5 (ChargeDescription): the row is longer than 1 MB",
    },
    {
      name: "period 1000-01-01 … 9999-12-31, 12 rows",
      body: bytes(head + gpuRow("1000-01-01T00:00:00Z", "9999-12-31T00:00:00Z").repeat(12)),
      gzip: false,
      refusal: 'Row 3: ChargePeriodStart "1000-01-01T00:00:00Z" is outside',
    },
    {
      name: "80 KB cost cell of spaces then x",
      body: bytes(head + gpuRow(hourOf(0), hourOf(1), `${" ".repeat(80 * 1024)}x`)),
      gzip: false,
      refusal: 'Row 3: BilledCost "',
    },
    {
      name: "cost 1e400",
      body: bytes(head + gpuRow(hourOf(0), hourOf(1), "1e400")),
      gzip: false,
      refusal: 'Row 3: BilledCost "1e400" is not a finite number',
    },
    {
      name: "period starting in year 0000",
      body: bytes(head + gpuRow("0000-01-01T00:00:00Z", hourOf(1))),
      gzip: false,
      refusal: 'Row 3: ChargePeriodStart "0000-01-01T00:00:00Z" is outside',
    },
    {
      name: "period of 1,101 days",
      body: bytes(head + gpuRow(hourOf(0), "2029-03-06T00:00:00Z")),
      gzip: false,
      refusal: 'Row 3: ChargePeriodEnd "2029-03-06T00:00:00Z" makes the bill',
    },
  ];
}
