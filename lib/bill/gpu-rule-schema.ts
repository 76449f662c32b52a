import { z } from "zod";
import { issueCode, type FieldError } from "@/lib/validation/field-error";

/** One user GPU rule `{ column, contains, gpusPerUnit }` (lib/bill/types.ts GpuRule). */
export const gpuRuleSchema = z.strictObject({
  column: z
    .string({ error: "column must be text, the name of a column of the file" })
    .trim()
    .min(1, "column must not be empty")
    .max(200),
  contains: z.string({ error: "contains must be text" }).min(1, "contains must not be empty").max(500),
  gpusPerUnit: z
    .number({ error: "gpusPerUnit must be a number" })
    .positive("gpusPerUnit must be more than 0")
    .max(1024, "gpusPerUnit must be at most 1,024"),
});

export const gpuRulesSchema = z
  .array(gpuRuleSchema, { error: "rules must be an array of { column, contains, gpusPerUnit }" })
  .max(500, "at most 500 rules");

export type GpuRuleInput = z.infer<typeof gpuRuleSchema>;

/**
 * User rules from JSON text, or every problem by path ("rules[0].gpusPerUnit").
 *
 * @example
 * parseGpuRules('[{"column":"ChargeDescription","contains":"p5.48xlarge","gpusPerUnit":8}]'); // { ok: true, rules: [...] }
 */
export function parseGpuRules(json: string): { ok: true; rules: GpuRuleInput[] } | { ok: false; errors: FieldError[] } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return {
      ok: false,
      errors: [
        { path: "rules", code: "malformed_json", message: `rules is not valid JSON: ${(error as Error).message}` },
      ],
    };
  }
  const parsed = gpuRulesSchema.safeParse(value, { reportInput: true });
  if (parsed.success) return { ok: true, rules: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      path: ["rules", ...issue.path]
        .map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
        .join(""),
      code: issueCode(issue),
      message: issue.message,
    })),
  };
}
