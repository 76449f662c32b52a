"use client";

import { useState } from "react";
import { sampleLength } from "@/lib/bill/notes";
import type { Bill, GpuRule, UnmatchedCompute } from "@/lib/bill/types";
import type { Scenario } from "@/lib/tco/types";
import { formatCalendarDate, formatMoney, formatNumber, formatPct } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableColumns, TableRow, TableRowHead } from "@/components/ui/table";

interface Props {
  bill: Bill;
  fileName: string;
  onCountAsGpu: (rule: GpuRule) => void;
}

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? "" : "s"}`;

/** What the bill says and the scenario inputs taken from it, each with where it came from. */
export function BillFigures({ bill, fileName, onCountAsGpu }: Props) {
  const money = (x: number) => formatMoney(x, bill.currency);
  const { gpu, period, totals } = bill;
  return (
    <div className="space-y-6">
      <Card aria-labelledby="bill-period" as="section">
        <h2 id="bill-period" className="text-lg font-semibold wrap-anywhere text-slate-900">
          {fileName}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-slate-500">Period</dt>
          <dd className="tabular-nums">
            {formatCalendarDate(period.start)} to {formatCalendarDate(period.end)} ({sampleLength(period.days)})
          </dd>
          <dt className="text-slate-500">Rows read</dt>
          <dd className="tabular-nums">
            {formatNumber(bill.rows.read)} ({formatNumber(bill.rows.gpu)} GPU)
          </dd>
          <dt className="text-slate-500">Spend counted</dt>
          <dd className="tabular-nums">{money(totals.effectiveCost)}</dd>
          <dt className="text-slate-500">Left out: tax</dt>
          <dd className="tabular-nums">
            {money(totals.tax)} ({plural(bill.rows.tax, "row")})
          </dd>
          <dt className="text-slate-500">GPU spend</dt>
          <dd className="tabular-nums">
            {money(gpu.effectiveCost)} for {formatNumber(gpu.gpuHours)} GPU-hours
          </dd>
          <dt className="text-slate-500">Committed / spot</dt>
          <dd className="tabular-nums">
            {formatPct(gpu.committedPct)} / {formatPct(gpu.spotPct)} of GPU-hours
          </dd>
          {Object.entries(bill.rows.skipped).map(([reason, count]) => (
            <div key={reason} className="contents">
              <dt className="text-slate-500">Left out of GPU: {reason}</dt>
              <dd className="tabular-nums">{formatNumber(count)} rows (their cost is in other spend)</dd>
            </div>
          ))}
        </dl>
      </Card>

      <section aria-labelledby="bill-rules">
        <h2 id="bill-rules" className="text-lg font-semibold text-slate-900">
          GPU rules that matched
        </h2>
        {/* On a phone the rule's GPUs per unit and rows go under its name, so the figures fit without scrolling. */}
        <Table containerClassName="mt-2">
          <TableColumns
            columns={[
              "Rule",
              { label: "GPUs per unit", numeric: true, className: "hidden sm:table-cell" },
              { label: "Rows", numeric: true, className: "hidden sm:table-cell" },
              { label: "GPU-hours", numeric: true },
              { label: "Cost", numeric: true },
            ]}
          />
          <TableBody>
            {gpu.byRule.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>
                  No row matched a GPU rule: count the compute rows below that are GPUs.
                </TableCell>
              </TableRow>
            ) : null}
            {gpu.byRule.map((r) => (
              <TableRow key={`${r.column}|${r.contains}`}>
                <TableCell className="[overflow-wrap:anywhere]">
                  {r.column} contains &ldquo;{r.contains}&rdquo;{" "}
                  {r.source === "user" ? (
                    "(yours)"
                  ) : (
                    <a className="text-xs text-sky-700 underline" href={r.source}>
                      source
                    </a>
                  )}
                  <span className="tabular block text-xs text-slate-500 sm:hidden">
                    {formatNumber(r.gpusPerUnit)} GPUs per unit · {plural(r.rows, "row")}
                  </span>
                </TableCell>
                <TableCell numeric className="hidden sm:table-cell">
                  {r.gpusPerUnit}
                </TableCell>
                <TableCell numeric className="hidden sm:table-cell">
                  {formatNumber(r.rows)}
                </TableCell>
                <TableCell numeric>{formatNumber(r.gpuHours)}</TableCell>
                <TableCell numeric>{money(r.effectiveCost)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>

      <section aria-labelledby="bill-unmatched">
        <h2 id="bill-unmatched" className="text-lg font-semibold text-slate-900">
          Compute rows no rule matched
        </h2>
        {bill.unmatchedCompute.length === 0 ? (
          <p className="text-sm text-slate-600">None.</p>
        ) : (
          <Card as="ul" padding="none" className="mt-2 divide-y divide-slate-100">
            {bill.unmatchedCompute.slice(0, 25).map((u) => (
              <Unmatched key={u.key} u={u} money={money} onCountAsGpu={onCountAsGpu} />
            ))}
          </Card>
        )}
        {bill.unmatchedCompute.length > 25 ? (
          <p className="text-sm text-slate-600">and {bill.unmatchedCompute.length - 25} smaller kinds.</p>
        ) : null}
      </section>

      {bill.scenario ? <ScenarioInputs bill={bill} scenario={bill.scenario} money={money} /> : null}
    </div>
  );
}

/** The scenario's inputs taken from the bill, each with where it came from, and how the owned side is priced. */
function ScenarioInputs({ bill, scenario, money }: { bill: Bill; scenario: Scenario; money: (x: number) => string }) {
  const s = scenario;
  const { gpu } = bill;
  const inputs = [
    {
      key: "gpus",
      label: "GPUs",
      value: formatNumber(s.workload.gpus),
      from: "the GPUs busy at once in the busiest UTC hour, rounded up",
    },
    {
      key: "gpuHoursPerDay",
      label: "Busy hours a day per GPU",
      value: formatNumber(s.workload.gpuHoursPerDay),
      from: "GPU-hours ÷ days ÷ GPUs",
    },
    {
      key: "pricePerGpuHour",
      label: "Cloud price per GPU-hour",
      value: money(s.cloud.pricePerGpuHour),
      from:
        gpu.listUnusable !== null
          ? `EffectiveCost ÷ GPU-hours (ListCost is not used: ${gpu.listUnusable})`
          : "ListCost ÷ GPU-hours of the GPU rows",
    },
    {
      key: "discountPct",
      label: "Discount off list",
      value: formatPct(s.cloud.discountPct),
      from:
        gpu.listUnusable !== null
          ? "0: the price above is already what was paid"
          : "1 − EffectiveCost ÷ ListCost of the GPU rows",
    },
    {
      key: "otherMonthly",
      label: "Other cloud spend a month",
      value: money(s.cloud.otherMonthly),
      from: "EffectiveCost of every other row ÷ months (days ÷ 30.4375)",
    },
  ];
  return (
    <section aria-labelledby="bill-inputs">
      <h2 id="bill-inputs" className="text-lg font-semibold text-slate-900">
        The scenario&apos;s inputs
      </h2>
      <p className="text-sm text-slate-600">
        Storage, egress, support and overhead are 0: the bill already holds them. Change any of them in the editor once
        the scenario exists.
      </p>
      {bill.ownedFleet ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="bill-owned-fleet">
          {bill.ownedFleet.basis} Every on-prem figure is marked &ldquo;to review&rdquo; until you confirm or edit it.
        </p>
      ) : null}
      <Table containerClassName="mt-2">
        <TableColumns columns={["Input", { label: "Value", numeric: true }, "From"]} />
        <TableBody>
          {inputs.map((i) => (
            <TableRow key={i.key}>
              <TableRowHead className="font-medium text-slate-900">{i.label}</TableRowHead>
              <TableCell numeric>{i.value}</TableCell>
              <TableCell className="text-xs text-slate-500">{i.from}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function Unmatched({
  u,
  money,
  onCountAsGpu,
}: {
  u: UnmatchedCompute;
  money: (x: number) => string;
  onCountAsGpu: (rule: GpuRule) => void;
}) {
  const [n, setN] = useState(8);
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
      <span className="min-w-0 basis-full text-slate-900 sm:basis-0 sm:flex-1">
        {u.key}{" "}
        <span className="text-xs text-slate-500">
          ({u.column}, {plural(u.rows, "row")})
        </span>
      </span>
      <span className="tabular-nums">{money(u.effectiveCost)}</span>
      {u.column ? (
        <span className="flex items-center gap-1">
          <label className="text-xs text-slate-600">
            count as GPU:{" "}
            <Input
              type="number"
              min={1}
              aria-label={`GPUs per unit of ${u.key}`}
              value={n}
              onChange={(e) => setN(Number(e.target.value))}
              size="sm"
              numeric
              className="w-14"
            />{" "}
            per unit
          </label>
          <Button
            size="sm"
            disabled={!(n > 0)}
            onClick={() => onCountAsGpu({ column: u.column, contains: u.key, gpusPerUnit: n })}
          >
            Count
          </Button>
        </span>
      ) : null}
    </li>
  );
}
