import { z } from "zod/mini";
import { DEFAULTS } from "@/lib/tco/defaults";
import type { Scenario, Workload } from "@/lib/tco/types";
import { demandProfileSchema, impliedGpuHoursPerDay } from "@/lib/scenarios/demand-profile-schema";
import { issueCode, issueParams, type FieldError } from "@/lib/validation/field-error";
import { coded, messageNumber, num, obj, oneOf, optionLabel, text, typeError } from "@/lib/scenarios/schema-fields";
import { priceSourcesSchema } from "@/lib/scenarios/price-source-schema";
import { isCalendarDate, isCurrencyCode } from "@/lib/validation/formats";
import { uncertaintySchema } from "@/lib/scenarios/uncertainty-schema";
import { uncertaintyErrors } from "@/lib/scenarios/uncertainty-fit";

/*
 * The scenario as the API, the CLI and the editor accept it: every range of the contract, its
 * defaults filled in, unknown keys rejected at every level, and messages that start with the
 * field's JSON path so they can be shown as they are. Nothing is clamped or coerced.
 */

const SHARE_TOLERANCE = 0.001;

// A loan and a lease have different fields; `kind` picks which, and a field of the other is unknown.
function financingSchema() {
  return z.discriminatedUnion(
    "kind",
    [
      obj("financing", {
        kind: z.literal("loan"),
        ratePct: num("financing.ratePct"),
        downPaymentPct: z._default(num("financing.downPaymentPct"), DEFAULTS.financing.downPaymentPct),
        termMonths: num("financing.termMonths"),
      }),
      obj("financing", {
        kind: z.literal("lease"),
        monthlyRatePct: num("financing.monthlyRatePct"),
        termMonths: num("financing.termMonths"),
      }),
    ],
    {
      error: (issue) => {
        if (issue.code === "invalid_union" && typeof issue.input === "object" && issue.input !== null) {
          return (issue.input as { kind?: unknown } | undefined)?.kind === undefined
            ? "financing.kind is required"
            : 'financing.kind must be "loan" or "lease"';
        }
        return issue.input === undefined ? "financing is required" : "financing must be an object";
      },
    },
  );
}

type WorkloadDraft = Omit<Workload, "gpuHoursPerDay"> & { gpuHoursPerDay?: number };

// Without a profile gpuHoursPerDay is required; with one, a given gpuHoursPerDay must be the profile's
// within 1e-6 × max(1, implied), and the refusal says the value the profile implies.
function profileAgrees(w: WorkloadDraft, ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void }): void {
  if (!w.profile) {
    if (w.gpuHoursPerDay === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["gpuHoursPerDay"],
        message: "workload.gpuHoursPerDay is required (or give workload.profile)",
        params: coded("required"),
        input: w,
      });
    return;
  }
  if (w.gpuHoursPerDay === undefined) return;
  const implied = impliedGpuHoursPerDay(w.profile, w.gpus);
  if (Math.abs(w.gpuHoursPerDay - implied) <= 1e-6 * Math.max(1, implied)) return;
  const why = `the busy hours a day that workload.profile implies for ${messageNumber(w.gpus)} GPUs (or leave it out)`;
  ctx.addIssue({
    code: "custom",
    path: ["gpuHoursPerDay"],
    message: `workload.gpuHoursPerDay must be ${messageNumber(implied)}, ${why}`,
    params: { code: "profile_mismatch", implied },
    input: w,
  });
}

function withGpuHoursPerDay(w: WorkloadDraft): Workload {
  const { gpus, ...rest } = w;
  // Key order as written in the contract, so a derived value sits where a typed one would.
  return { gpus, gpuHoursPerDay: w.gpuHoursPerDay ?? impliedGpuHoursPerDay(w.profile!, gpus), ...rest };
}

// Every field, without checking the Monte Carlo ranges against the scenario's own values.
const scenarioFields = obj("", {
  name: text("name", 120).check(
    z.refine((v) => v.trim().length > 0, { error: "name is required", params: coded("required") }),
  ),
  description: z.optional(text("description", 2000)),
  currency: z._default(
    z.string({ error: typeError("currency", "text") }).check(
      z.refine(isCurrencyCode, {
        error: "currency must be a 3-letter ISO 4217 code such as USD or EUR",
        params: coded("invalid_format"),
      }),
    ),
    DEFAULTS.currency,
  ),
  pricesAsOf: z.optional(
    z.string({ error: typeError("pricesAsOf", "text") }).check(
      z.refine(isCalendarDate, {
        error: "pricesAsOf must be a real date written YYYY-MM-DD",
        params: coded("invalid_format"),
      }),
    ),
  ),
  horizonYears: z._default(num("horizonYears"), DEFAULTS.horizonYears),
  assumptions: z.prefault(
    obj("assumptions", {
      hoursPerMonth: z._default(
        z.literal([720, 730], { error: "assumptions.hoursPerMonth must be 720 or 730" }),
        DEFAULTS.assumptions.hoursPerMonth,
      ),
      discountRatePct: z._default(num("assumptions.discountRatePct"), DEFAULTS.assumptions.discountRatePct),
      discounting: z._default(
        oneOf("assumptions.discounting", ["annual", "monthly"]),
        DEFAULTS.assumptions.discounting,
      ),
      opexInflationPct: z._default(num("assumptions.opexInflationPct"), DEFAULTS.assumptions.opexInflationPct),
    }),
    {},
  ),
  workload: z.pipe(
    obj("workload", {
      gpus: num("workload.gpus"),
      // May be left out with a profile: it is the profile's own (derived below).
      gpuHoursPerDay: z.optional(num("workload.gpuHoursPerDay")),
      growthPctPerYear: z._default(num("workload.growthPctPerYear"), DEFAULTS.workload.growthPctPerYear),
      unitName: z.optional(
        text("workload.unitName", 60).check(
          z.refine((v) => v.trim().length > 0, {
            error: "workload.unitName must not be empty",
            params: coded("too_short"),
          }),
        ),
      ),
      unitsPerGpuHour: z.optional(
        obj("workload.unitsPerGpuHour", {
          onPrem: num("workload.unitsPerGpuHour.onPrem"),
          cloud: num("workload.unitsPerGpuHour.cloud"),
        }),
      ),
      profile: z.optional(demandProfileSchema),
    }).check(z.superRefine(profileAgrees)),
    z.transform(withGpuHoursPerDay),
  ),
  onPrem: obj("onPrem", {
    capex: obj("onPrem.capex", {
      compute: num("onPrem.capex.compute"),
      storage: num("onPrem.capex.storage"),
      network: num("onPrem.capex.network"),
      facility: num("onPrem.capex.facility"),
    }),
    lifetimeYears: z._default(num("onPrem.lifetimeYears"), DEFAULTS.onPrem.lifetimeYears),
    creditResidualValue: z._default(
      z.boolean({ error: "onPrem.creditResidualValue must be true or false" }),
      DEFAULTS.onPrem.creditResidualValue,
    ),
    opex: obj("onPrem.opex", {
      maintenancePct: num("onPrem.opex.maintenancePct"),
      maintenanceAnnual: num("onPrem.opex.maintenanceAnnual"),
      power: z.optional(
        obj("onPrem.opex.power", {
          activeWattsPerGpu: num("onPrem.opex.power.activeWattsPerGpu"),
          idleWattsPerGpu: num("onPrem.opex.power.idleWattsPerGpu"),
          pue: z._default(num("onPrem.opex.power.pue"), DEFAULTS.onPrem.opex.power.pue),
          pricePerKwh: num("onPrem.opex.power.pricePerKwh"),
        }),
      ),
      powerCoolingAnnual: num("onPrem.opex.powerCoolingAnnual"),
      colocationAnnual: num("onPrem.opex.colocationAnnual"),
      networkAnnual: num("onPrem.opex.networkAnnual"),
      softwareAnnual: num("onPrem.opex.softwareAnnual"),
      otherAnnual: num("onPrem.opex.otherAnnual"),
      staff: obj("onPrem.opex.staff", {
        fte: num("onPrem.opex.staff.fte"),
        costPerFte: num("onPrem.opex.staff.costPerFte"),
      }),
      variableCostPerGpuHour: num("onPrem.opex.variableCostPerGpuHour"),
    }),
  }),
  cloud: obj("cloud", {
    pricePerGpuHour: num("cloud.pricePerGpuHour"),
    billing: z._default(oneOf("cloud.billing", ["on-demand", "reserved"]), DEFAULTS.cloud.billing),
    discountPct: num("cloud.discountPct"),
    priceChangePctPerYear: z._default(num("cloud.priceChangePctPerYear"), DEFAULTS.cloud.priceChangePctPerYear),
    storageTb: num("cloud.storageTb"),
    storagePricePerTbMonth: num("cloud.storagePricePerTbMonth"),
    egressTbPerMonth: num("cloud.egressTbPerMonth"),
    egressPricePerTb: num("cloud.egressPricePerTb"),
    supportPct: num("cloud.supportPct"),
    overheadPct: num("cloud.overheadPct"),
    otherMonthly: num("cloud.otherMonthly"),
  }),
  transition: z.prefault(
    obj("transition", {
      migrationCost: z._default(num("transition.migrationCost"), DEFAULTS.transition.migrationCost),
      dualRunMonths: z._default(num("transition.dualRunMonths"), DEFAULTS.transition.dualRunMonths),
    }),
    {},
  ),
  hybrid: obj("hybrid", {
    onPremPct: num("hybrid.onPremPct"),
    cloudPct: num("hybrid.cloudPct"),
    edgePct: num("hybrid.edgePct"),
    coreHoursPerDay: z._default(num("hybrid.coreHoursPerDay"), DEFAULTS.hybrid.coreHoursPerDay),
    edgeCostPerGpuHour: num("hybrid.edgeCostPerGpuHour"),
  }).check(
    z.superRefine((h, ctx) => {
      const sum = h.onPremPct + h.cloudPct + h.edgePct;
      if (Math.abs(sum - 100) <= SHARE_TOLERANCE) return;
      ctx.addIssue({
        code: "custom",
        message: `hybrid shares must add up to 100: onPremPct + cloudPct + edgePct is ${messageNumber(sum)}`,
        params: { code: "hybrid_shares_sum", sum },
        input: h,
      });
    }),
  ),
  tax: z.optional(
    obj("tax", {
      ratePct: num("tax.ratePct"),
      depreciation: z._default(
        oneOf("tax.depreciation", ["straight-line", "macrs-5", "expensed"]),
        DEFAULTS.tax.depreciation,
      ),
    }),
  ),
  carbon: z.optional(
    obj("carbon", {
      onPremKgPerKwh: num("carbon.onPremKgPerKwh"),
      cloudKgPerKwh: num("carbon.cloudKgPerKwh"),
      cloudKwhPerGpuHour: num("carbon.cloudKwhPerGpuHour"),
      pricePerTonne: z._default(num("carbon.pricePerTonne"), DEFAULTS.carbon.pricePerTonne),
    }),
  ),
  financing: z.optional(financingSchema()),
  sources: priceSourcesSchema,
  uncertainty: z.optional(uncertaintySchema),
  labels: z.optional(
    obj("labels", {
      cloud: z.optional(optionLabel("labels.cloud")),
      onPrem: z.optional(optionLabel("labels.onPrem")),
      hybrid: z.optional(optionLabel("labels.hybrid")),
    }),
  ),
  review: z.optional(obj("review", { onPrem: z.boolean({ error: "review.onPrem must be true or false" }) })),
  // The engine reads the parsed output, so it must be the engine's Scenario: checked at compile time.
}).check(
  // Owned GPUs' energy comes from their watts and PUE: without them there is no on-prem figure to report.
  z.superRefine((s, ctx) => {
    if (!s.carbon || s.onPrem.opex.power) return;
    ctx.addIssue({
      code: "custom",
      path: ["carbon"],
      message: "carbon needs onPrem.opex.power (the owned GPUs' watts and PUE) to count the owned GPUs' energy",
      params: coded("invalid"),
      input: s,
    });
  }),
) satisfies z.ZodMiniType<Scenario>;

/**
 * Zod schema of a scenario. Parsing returns the fully-defaulted `Scenario` the engine reads.
 *
 * @example
 * scenarioSchema.parse({ name: "x", workload: { gpus: 8, gpuHoursPerDay: 24 }, … }).assumptions.hoursPerMonth; // 730
 */
export const scenarioSchema = scenarioFields.check(
  z.superRefine((s, ctx) => {
    for (const e of uncertaintyErrors(s))
      ctx.addIssue({ code: "custom", path: e.path.split("."), message: e.message, params: coded(e.code), input: s });
  }),
);

/**
 * A scenario as a user may write it: fields with defaults may be left out.
 *
 * @example
 * const input: ScenarioInput = { name: "x", workload: { gpus: 8, gpuHoursPerDay: 24 }, onPrem: …, cloud: …, hybrid: … };
 */
export type ScenarioInput = z.input<typeof scenarioSchema>;

/**
 * What `parseScenario` returns.
 *
 * @example
 * const r: ParseScenarioResult = { ok: false, errors: [{ path: "workload.gpus", code: "required", message: "workload.gpus is required" }] };
 */
export type ParseScenarioResult = { ok: true; scenario: Scenario } | { ok: false; errors: FieldError[] };

// Clearing the last option name in the editor leaves `labels: {}`: it names nothing, so it is not saved.
function withoutEmptyLabels(scenario: Scenario): Scenario {
  if (!scenario.labels || Object.keys(scenario.labels).length > 0) return scenario;
  const rest = { ...scenario };
  delete rest.labels;
  return rest;
}

/**
 * Validates untrusted JSON as a scenario and fills in the defaults. Errors carry the dot-joined
 * path of the field ("" for the whole scenario) and a message that starts with it; an unknown key
 * is reported on its own path.
 *
 * @example
 * parseScenario({ ...valid, onPrem: { ...valid.onPrem, opex: { ...opex, power: { ...power, pue: 5 } } } });
 * // { ok: false, errors: [{ path: "onPrem.opex.power.pue", code: "out_of_range", message: "onPrem.opex.power.pue must be between 1 and 3" }] }
 * parseScenario(draft, { rangesFitValues: false }); // accepts a range that no longer holds the value
 */
export function parseScenario(json: unknown, options: { rangesFitValues?: boolean } = {}): ParseScenarioResult {
  // The editor passes rangesFitValues: false so that moving an input outside its Monte Carlo range
  // still shows the deterministic results; only the simulation waits for the range to be widened.
  const schema = options.rangesFitValues === false ? scenarioFields : scenarioSchema;
  const result = schema.safeParse(json, { reportInput: true });
  if (result.success) return { ok: true, scenario: withoutEmptyLabels(result.data) };
  const errors = result.error.issues.flatMap((issue): FieldError[] => {
    const path = issue.path.join(".");
    if (issue.code !== "unrecognized_keys") {
      const params = issueParams(issue);
      return [{ path, code: issueCode(issue), message: issue.message, ...(params && { params }) }];
    }
    return issue.keys.map((key) => {
      const keyPath = path ? `${path}.${key}` : key;
      return { path: keyPath, code: "unknown_field", message: `${keyPath} is not a known field` };
    });
  });
  return { ok: false, errors };
}
