import type { Formatter } from "@/lib/format/formatter";

/** The simulation's progress bar, or why it is not running. */
export function SimulationStatus({
  running,
  done,
  runs,
  waiting,
  error,
  f,
}: {
  running: boolean;
  done: number;
  runs: number;
  waiting: string | null;
  error: string | null;
  f: Formatter;
}) {
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The simulation stopped: {error}
      </p>
    );
  }
  if (waiting) {
    return (
      <p role="status" className="text-sm text-amber-900" data-testid="uncertainty-waiting">
        {waiting}
      </p>
    );
  }
  if (!running) return null;
  const pct = runs > 0 ? Math.round((done / runs) * 100) : 0;
  return (
    <div className="flex items-center gap-3" role="status">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Simulation progress"
        aria-valuemin={0}
        aria-valuemax={runs}
        aria-valuenow={done}
      >
        <div className="h-full bg-blue-600 transition-[width] duration-100" style={{ width: `${pct}%` }} />
      </div>
      <span className="tabular text-xs text-slate-600">
        {f.number(done, 0)} of {f.number(runs, 0)} runs
      </span>
    </div>
  );
}
