/**
 * The decision checklist from public reporting on comma.ai's datacenter: nine factors, each
 * answered toward owning or toward renting. 7–9 answers one way point that way; otherwise hybrid.
 * It sits beside the model, not in it: a judgement aid, saved with the scenario.
 */
export const CHECKLIST_FACTORS = [
  { key: "load", onPrem: "High, predictable load", cloud: "Variable or spiky load" },
  { key: "utilization", onPrem: "GPUs busy more than 6 hours a day", cloud: "GPUs busy under 5 hours a day" },
  { key: "scaling", onPrem: "Workloads scale horizontally on a fixed fleet", cloud: "Workloads need elastic bursts" },
  {
    key: "team",
    onPrem: "A strong infra team (2–3 senior engineers)",
    cloud: "A small team with no infra specialists",
  },
  {
    key: "capital",
    onPrem: "Capital available ($5M+) and a 12+ month horizon",
    cloud: "Early stage or capital-constrained",
  },
  { key: "lockIn", onPrem: "Vendor lock-in is a concern", cloud: "Comfortable with one provider" },
  { key: "coreBusiness", onPrem: "ML is the core business", cloud: "ML is a side workload" },
  { key: "regions", onPrem: "One region is enough", cloud: "Needs several regions" },
  { key: "compliance", onPrem: "Compliance favours owned hardware", cloud: "Heavy compliance met by certified cloud" },
] as const;

export type ChecklistKey = (typeof CHECKLIST_FACTORS)[number]["key"];
export type ChecklistAnswer = "on-prem" | "cloud";
export type ChecklistAnswers = Partial<Record<ChecklistKey, ChecklistAnswer>>;

export interface ChecklistTally {
  onPrem: number;
  cloud: number;
  unanswered: number;
  /** null until all nine factors are answered. */
  verdict: "on-prem" | "cloud" | "hybrid" | null;
}

/**
 * Tallies the answers.
 * @example tallyChecklist({ load: "on-prem", team: "cloud" }) // { onPrem: 1, cloud: 1, unanswered: 7, verdict: null }
 */
export function tallyChecklist(answers: ChecklistAnswers): ChecklistTally {
  let onPrem = 0;
  let cloud = 0;
  for (const { key } of CHECKLIST_FACTORS) {
    if (answers[key] === "on-prem") onPrem += 1;
    else if (answers[key] === "cloud") cloud += 1;
  }
  const unanswered = CHECKLIST_FACTORS.length - onPrem - cloud;
  let verdict: ChecklistTally["verdict"] = null;
  if (onPrem >= 7) verdict = "on-prem";
  else if (cloud >= 7) verdict = "cloud";
  else if (unanswered === 0) verdict = "hybrid";
  return { onPrem, cloud, unanswered, verdict };
}
