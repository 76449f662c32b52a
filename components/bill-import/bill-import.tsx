"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { WorkerMessage, WorkerRequest } from "@/lib/bill/worker";
import type { Bill, GpuRule } from "@/lib/bill/types";
import type { Scenario } from "@/lib/tco/types";
import type { Hardware } from "@/lib/catalog/schema";
import { api } from "@/lib/client/api";
import { formatMoney, formatNumber, formatPct } from "@/lib/format";
import { BillDemandCurve } from "./bill-demand-curve";
import { BillFigures } from "./bill-figures";

type State =
  | { kind: "idle" }
  | { kind: "reading"; read: number; total: number }
  | { kind: "done"; bill: Bill }
  | { kind: "refused"; message: string };

/**
 * Drop a FOCUS file, read it in a Web Worker (never uploaded), adjust, create the scenario. The
 * hardware catalog prices the owned side for the bill's fleet.
 */
export function BillImport({ hardware }: { hardware: Hardware[] }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [rules, setRules] = useState<GpuRule[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const worker = useRef<Worker | null>(null);

  const read = (f: File, withRules: GpuRule[]) => {
    worker.current?.terminate();
    const w = new Worker(new URL("../../lib/bill/worker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    setFile(f);
    setState({ kind: "reading", read: 0, total: f.size });
    w.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const m = event.data;
      if (m.type === "progress") setState({ kind: "reading", read: m.read, total: m.total });
      else {
        setState(m.type === "done" ? { kind: "done", bill: m.bill } : { kind: "refused", message: m.message });
        w.terminate();
      }
    };
    w.postMessage({ file: f, rules: withRules, hardware } satisfies WorkerRequest);
  };

  const countAsGpu = (rule: GpuRule) => {
    const next = [...rules.filter((r) => !(r.column === rule.column && r.contains === rule.contains)), rule];
    setRules(next);
    if (file) read(file, next);
  };

  const create = async (scenario: Scenario) => {
    setError(null);
    const result = await api.scenarios.create(scenario);
    if (!result.ok) return setError(`Could not create the scenario: ${result.message}.`);
    router.push(`/scenarios/${result.value.id}`);
  };

  return (
    <div className="space-y-6">
      <label
        className="block cursor-pointer rounded-lg border-2 border-dashed border-slate-300 bg-white p-8 text-center hover:border-slate-500"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const f = e.dataTransfer.files[0];
          if (f) read(f, rules);
        }}
      >
        <span className="block font-medium text-slate-900">Drop your FOCUS export here, or choose it</span>
        <span className="block text-sm text-slate-600">CSV or CSV.gz, any size: it is read in pieces</span>
        <input
          type="file"
          accept=".csv,.gz,text/csv,application/gzip"
          aria-label="FOCUS file"
          className="sr-only"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) read(f, rules);
          }}
        />
      </label>
      {state.kind === "reading" ? (
        <div className="space-y-1">
          <progress aria-label="Reading the file" max={state.total || 1} value={state.read} className="h-2 w-full" />
          <p className="text-sm text-slate-600 tabular-nums">
            Read {formatNumber(state.read / 1024 / 1024, undefined, 1)} of{" "}
            {formatNumber(state.total / 1024 / 1024, undefined, 1)} MB
          </p>
        </div>
      ) : null}
      {state.kind === "refused" ? (
        <Alert
          tone="error"
          className="wrap-anywhere"
        >{`${file?.name ?? "The file"} was not imported: ${state.message}`}</Alert>
      ) : null}
      {state.kind === "done" ? (
        <>
          {state.bill.warnings.map((w) => (
            <Alert key={w.code} tone="warning" data-testid={`bill-warning-${w.code}`}>
              {w.message}
            </Alert>
          ))}
          <BillFigures bill={state.bill} fileName={file?.name ?? ""} onCountAsGpu={countAsGpu} />
          <BillDemandCurve bill={state.bill} />
          {state.bill.scenario ? (
            <CreateRow bill={state.bill} scenario={state.bill.scenario} onCreate={create} />
          ) : (
            <Alert tone="error" data-testid="bill-no-scenario">
              No scenario from this bill: {state.bill.noScenario?.message}
            </Alert>
          )}
          {error ? <Alert tone="error">{error}</Alert> : null}
        </>
      ) : null}
    </div>
  );
}

function CreateRow({
  bill,
  scenario,
  onCreate,
}: {
  bill: Bill;
  scenario: Scenario;
  onCreate: (scenario: Scenario) => Promise<void>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="primary" className="px-4 py-2" onClick={() => void onCreate(scenario)}>
        Create the scenario
      </Button>
      <span className="text-sm text-slate-600">
        {formatMoney(bill.gpu.effectiveCost, bill.currency)} of GPU spend at {formatPct(bill.gpu.committedPct)}{" "}
        committed
      </span>
    </div>
  );
}
