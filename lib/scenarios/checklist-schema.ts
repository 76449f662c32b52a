import { z } from "zod/mini";
import { CHECKLIST_FACTORS, type ChecklistKey } from "@/lib/scenarios/checklist";

const answerSchema = z.enum(["on-prem", "cloud"], { error: 'must be "on-prem" or "cloud"' });

const shape = Object.fromEntries(CHECKLIST_FACTORS.map(({ key }) => [key, z.optional(answerSchema)])) as Record<
  ChecklistKey,
  z.ZodMiniOptional<typeof answerSchema>
>;

/** The decision checklist saved with a scenario: each factor answered toward on-prem or cloud. */
export const checklistSchema = z.strictObject(shape, {
  // zod/mini carries no English messages of its own, so every way to fail is worded here.
  error: (issue) =>
    issue.code === "unrecognized_keys"
      ? `${issue.keys.join(", ")} ${issue.keys.length === 1 ? "is not a known factor" : "are not known factors"}`
      : "must be an object",
});

export type Checklist = z.infer<typeof checklistSchema>;
