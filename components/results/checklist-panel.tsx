"use client";

import { CHECKLIST_FACTORS, tallyChecklist, type ChecklistAnswer, type ChecklistKey } from "@/lib/scenarios/checklist";
import type { Checklist } from "@/lib/scenarios/checklist-schema";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/input";

const VERDICT = {
  "on-prem": "Most factors favour owning: on-prem.",
  cloud: "Most factors favour renting: cloud.",
  hybrid: "The factors are split: a hybrid fits.",
} as const;

/** The nine-factor checklist: a judgement beside the numbers, saved with the scenario. */
export function ChecklistPanel({
  answers,
  onChange,
  readOnly,
}: {
  answers: Checklist;
  onChange?: (key: ChecklistKey, answer: ChecklistAnswer | undefined) => void;
  readOnly?: boolean;
}) {
  const tally = tallyChecklist(answers);
  return (
    <Card aria-labelledby="checklist-heading" as="section">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="checklist-heading" className="text-sm font-semibold text-slate-900">
          Decision checklist
        </h3>
        <p className="text-sm text-slate-600" data-testid="checklist-tally">
          <span className="tabular font-medium">{tally.onPrem}</span> toward owning ·{" "}
          <span className="tabular font-medium">{tally.cloud}</span> toward renting
          {tally.verdict
            ? ` — ${VERDICT[tally.verdict]}`
            : tally.unanswered > 0
              ? ` · ${tally.unanswered} unanswered`
              : ""}
        </p>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        From public reporting on comma.ai&apos;s datacenter: 7–9 factors one way point that way; 4–6, a hybrid. Saved
        with the scenario, outside the model.
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {CHECKLIST_FACTORS.map((factor) => {
          const answer = answers[factor.key];
          return (
            <li key={factor.key} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-2">
              {(["on-prem", "cloud"] as const).map((side) => {
                const selected = answer === side;
                const text = side === "on-prem" ? factor.onPrem : factor.cloud;
                return (
                  <label
                    key={side}
                    className={
                      "flex items-start gap-2 rounded px-2 py-1 text-sm " +
                      (selected ? "bg-slate-100 font-medium text-slate-900" : "text-slate-600") +
                      (readOnly ? " " : " cursor-pointer hover:bg-slate-50")
                    }
                  >
                    <Checkbox
                      className="mt-0.5"
                      checked={selected}
                      disabled={readOnly}
                      onChange={(e) => onChange?.(factor.key, e.target.checked ? side : undefined)}
                    />
                    <span>
                      {text}
                      <span className="ml-1 text-xs font-normal text-slate-500">
                        ({side === "on-prem" ? "owning" : "renting"})
                      </span>
                    </span>
                  </label>
                );
              })}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
