import { z } from "zod";
import { CHECKLIST_FACTORS, type ChecklistKey } from "@/lib/checklist";

const answer = z.enum(["on-prem", "cloud"], { error: "must be \"on-prem\" or \"cloud\"" });

const shape = Object.fromEntries(CHECKLIST_FACTORS.map(({ key }) => [key, answer.optional()])) as Record<
  ChecklistKey,
  z.ZodOptional<typeof answer>
>;

/** The decision checklist saved with a scenario: each factor answered toward on-prem or cloud. */
export const checklistSchema = z.strictObject(shape);

export type Checklist = z.infer<typeof checklistSchema>;
