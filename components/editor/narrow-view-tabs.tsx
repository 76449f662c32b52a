"use client";

export type NarrowView = "results" | "inputs";

const VIEWS: { id: NarrowView; label: string; controls: string }[] = [
  { id: "results", label: "Results", controls: "editor-results" },
  { id: "inputs", label: "Inputs", controls: "editor-inputs" },
];

/**
 * On a narrow screen, inputs and results take turns instead of stacking, so the inputs are one
 * tap away rather than below every chart. Wide screens show both side by side and no tabs.
 */
export function NarrowViewTabs({ view, onChange }: { view: NarrowView; onChange: (view: NarrowView) => void }) {
  return (
    <div
      role="tablist"
      aria-label="Show"
      className="mt-2 grid grid-cols-2 rounded-md border border-slate-300 bg-white p-0.5 text-sm font-medium lg:hidden"
    >
      {VIEWS.map((v) => (
        <button
          key={v.id}
          type="button"
          role="tab"
          aria-selected={view === v.id}
          aria-controls={v.controls}
          onClick={() => {
            onChange(v.id);
            window.scrollTo({ top: 0 });
          }}
          className={`rounded px-3 py-1.5 ${view === v.id ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}
