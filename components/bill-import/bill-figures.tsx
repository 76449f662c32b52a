"use client";

import { useState } from "react";
import type { Bill, GpuRule, UnmatchedCompute } from "@/lib/bill/types";
import { formatMoney, formatNumber, formatPct } from "@/lib/format";
import { Card } from "@/components/ui/card";

interface Props {
  bill: Bill;
  fileName: string;
  onCountAsGpu: (rule: GpuRule) => void;
}

const th = "px-2 py-2 sm:px-3 text-left text-xs font-medium uppercase tracking-wide text-slate-500";
const td = "px-2 py-2 sm:px-3 text-sm text-slate-900";
const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? "" : "s"}`;
const num = `${td} text-right tabular-nums`;

/** What the bill says and the scenario inputs taken from it, each with where it came from. */
export function BillFigures({ bill, fileName, onCountAsGpu }: Props) {
  const money = (x: number) => formatMoney(x, bill.currency);
  const { gpu, period, totals } = bill;
  const s = bill.scenario;
  const inputs = [
    {
      key: "gpus",
      label: "GPUs",
      value: formatNumber(s.workload.gpus),
      from: "the busiest UTC day's GPU-hours ÷ 24, rounded up",
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
        gpu.listPricePerGpuHour === null
          ? "EffectiveCost ÷ GPU-hours (the file has no usable ListCost)"
          : "ListCost ÷ GPU-hours of the GPU rows",
    },
    {
      key: "discountPct",
      label: "Discount off list",
      value: formatPct(s.cloud.discountPct),
      from: "1 − EffectiveCost ÷ ListCost of the GPU rows",
    },
    {
      key: "otherMonthly",
      label: "Other cloud spend a month",
      value: money(s.cloud.otherMonthly),
      from: "EffectiveCost of every other row ÷ months (days ÷ 30.4375)",
    },
  ];
  return (
    <div className="space-y-6">
      <Card aria-labelledby="bill-period" as="section">
        <h2 id="bill-period" className="text-lg font-semibold text-slate-900">
          {fileName}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="text-slate-500">Period</dt>
          <dd className="tabular-nums">
            {period.start.slice(0, 10)} to {period.end.slice(0, 10)} ({plural(period.days, "day")})
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
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full">
            <thead>
              <tr>
                <th className={th}>Rule</th>
                <th className={th}>GPUs per unit</th>
                <th className={`${th} text-right`}>Rows</th>
                <th className={`${th} text-right`}>GPU-hours</th>
                <th className={`${th} text-right`}>Cost</th>
              </tr>
            </thead>
            <tbody>
              {gpu.byRule.length === 0 ? (
                <tr>
                  <td className={td} colSpan={5}>
                    No row matched a GPU rule: count the compute rows below that are GPUs.
                  </td>
                </tr>
              ) : null}
              {gpu.byRule.map((r) => (
                <tr key={`${r.column}|${r.contains}`} className="border-t border-slate-100">
                  <td className={td}>
                    {r.column} contains &ldquo;{r.contains}&rdquo;{" "}
                    {r.source === "user" ? (
                      "(yours)"
                    ) : (
                      <a className="text-xs text-sky-700 underline" href={r.source}>
                        source
                      </a>
                    )}
                  </td>
                  <td className={num}>{r.gpusPerUnit}</td>
                  <td className={num}>{formatNumber(r.rows)}</td>
                  <td className={num}>{formatNumber(r.gpuHours)}</td>
                  <td className={num}>{money(r.effectiveCost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="bill-unmatched">
        <h2 id="bill-unmatched" className="text-lg font-semibold text-slate-900">
          Compute rows no rule matched
        </h2>
        {bill.unmatchedCompute.length === 0 ? (
          <p className="text-sm text-slate-600">None.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {bill.unmatchedCompute.slice(0, 25).map((u) => (
              <Unmatched key={u.key} u={u} money={money} onCountAsGpu={onCountAsGpu} />
            ))}
          </ul>
        )}
        {bill.unmatchedCompute.length > 25 ? (
          <p className="text-sm text-slate-600">and {bill.unmatchedCompute.length - 25} smaller kinds.</p>
        ) : null}
      </section>

      <section aria-labelledby="bill-inputs">
        <h2 id="bill-inputs" className="text-lg font-semibold text-slate-900">
          The scenario&apos;s inputs
        </h2>
        <p className="text-sm text-slate-600">
          Storage, egress, support and overhead are 0: the bill already holds them. On-prem starts from placeholders.
          Change any of them in the editor once the scenario exists.
        </p>
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full">
            <thead>
              <tr>
                <th className={th}>Input</th>
                <th className={`${th} text-right`}>Value</th>
                <th className={th}>From</th>
              </tr>
            </thead>
            <tbody>
              {inputs.map((i) => (
                <tr key={i.key} className="border-t border-slate-100">
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {i.label}
                  </th>
                  <td className={`${num} whitespace-nowrap`}>{i.value}</td>
                  <td className="px-3 py-2 text-xs text-slate-500">{i.from}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
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
      <span className="min-w-0 flex-1 text-slate-900">
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
            <input
              type="number"
              min={1}
              aria-label={`GPUs per unit of ${u.key}`}
              value={n}
              onChange={(e) => setN(Number(e.target.value))}
              className="w-14 rounded border border-slate-300 px-1 text-right"
            />{" "}
            per unit
          </label>
          <button
            type="button"
            disabled={!(n > 0)}
            className="rounded border border-slate-300 px-2 text-xs hover:bg-slate-50"
            onClick={() => onCountAsGpu({ column: u.column, contains: u.key, gpusPerUnit: n })}
          >
            Count
          </button>
        </span>
      ) : null}
    </li>
  );
}
