import type { Scenario } from "@/lib/tco/types";
import { checklistSchema, type Checklist } from "@/lib/scenarios/checklist-schema";
import { issueCode, type FieldError, type FieldErrorCode } from "@/lib/validation/field-error";
import { parseScenario } from "@/lib/scenarios/schema";
import { exportFileName } from "./file-name";

/** The version of the scenario file format this code writes and reads. */
export const SCENARIO_FILE_SCHEMA_VERSION = 1;

/**
 * The exported scenario file. `exportedAt` is informational; import ignores it.
 *
 * @example
 * const file: ScenarioFile = { schemaVersion: 1, exportedAt: "2026-11-29T14:05:00.000Z", scenario: s };
 */
export interface ScenarioFile {
  schemaVersion: typeof SCENARIO_FILE_SCHEMA_VERSION;
  exportedAt: string;
  scenario: Scenario;
  checklist?: Checklist;
}

/**
 * The scenario (and its checklist, when it has one) as a pretty-printed JSON file that
 * `parseScenarioFile` reads back. `exportedAt` defaults to now.
 *
 * @example
 * scenarioJson(s, { checklist: { load: "on-prem" } });
 * // '{\n  "schemaVersion": 1,\n  "exportedAt": "2026-11-29T14:05:00.000Z",\n  "scenario": { … },\n  "checklist": { … }\n}\n'
 */
export function scenarioJson(scenario: Scenario, options: { checklist?: Checklist; exportedAt?: Date } = {}): string {
  const file: ScenarioFile = {
    schemaVersion: SCENARIO_FILE_SCHEMA_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    scenario,
    ...(options.checklist && { checklist: options.checklist }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** What `parseScenarioFile` returns: the validated scenario with every default applied, or the problems. */
export type ParsedScenarioFile =
  { ok: true; scenario: Scenario; checklist: Checklist | undefined } | { ok: false; errors: FieldError[] };

const ENVELOPE_KEYS = new Set(["schemaVersion", "exportedAt", "scenario", "checklist"]);

const fail = (path: string, code: FieldErrorCode, message: string): ParsedScenarioFile => ({
  ok: false,
  errors: [{ path, code, message }],
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads a scenario file for import and validates it as the API does. Never throws. The text is
 * parsed as JSON (a leading byte-order mark ignored), then read by {@link parseScenarioInput}.
 * The size limit is the caller's to enforce.
 *
 * @example
 * parseScenarioFile(scenarioJson(s));      // { ok: true, scenario: s, checklist: undefined }
 * parseScenarioFile('{"schemaVersion":2}'); // { ok: false, errors: [{ path: "schemaVersion", code: "unsupported_version", message: "…" }] }
 */
export function parseScenarioFile(text: string): ParsedScenarioFile {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return fail(
      "",
      "malformed_json",
      `The file is not valid JSON (${error instanceof Error ? error.message : "parse error"})`,
    );
  }
  if (!isObject(data))
    return fail("", "wrong_type", "The file must hold a JSON object: an exported scenario file or a scenario");
  return parseScenarioInput(data);
}

/**
 * The one import format, read by the import route, `POST /api/tco` and the CLI alike: the file
 * `scenarioJson` writes (`{ schemaVersion: 1, exportedAt, scenario, checklist? }`) or a bare
 * scenario object, which has no checklist. An object with a `schemaVersion` or `scenario` key is
 * read as a file; anything else as a bare scenario. Error paths point into the JSON given:
 * `scenario.workload.gpus` in a file, `workload.gpus` in a bare scenario. Never throws.
 *
 * @example
 * parseScenarioInput(JSON.parse(scenarioJson(s))); // { ok: true, scenario: s, checklist: undefined }
 * parseScenarioInput(s);                           // the same: a bare scenario
 * parseScenarioInput({ scenario: s });             // { ok: false, errors: [{ path: "schemaVersion", … }] }
 */
export function parseScenarioInput(data: unknown): ParsedScenarioFile {
  if (!isObject(data))
    return fail("", "wrong_type", "The scenario must be a JSON object: a scenario or an exported scenario file");

  if (!("schemaVersion" in data) && !("scenario" in data)) {
    const bare = parseScenario(data);
    return bare.ok ? { ok: true, scenario: bare.scenario, checklist: undefined } : bare;
  }

  const version = data.schemaVersion;
  if (version === undefined)
    return fail("schemaVersion", "required", "schemaVersion is required in an exported scenario file");
  if (version !== SCENARIO_FILE_SCHEMA_VERSION) {
    return fail(
      "schemaVersion",
      "unsupported_version",
      `schemaVersion ${JSON.stringify(version)} is not supported: this app reads scenario files of version ${SCENARIO_FILE_SCHEMA_VERSION}`,
    );
  }

  const errors: FieldError[] = [];
  for (const key of Object.keys(data)) {
    if (!ENVELOPE_KEYS.has(key))
      errors.push({ path: key, code: "unknown_field", message: `${key} is not a known field` });
  }
  if (data.exportedAt !== undefined && typeof data.exportedAt !== "string") {
    errors.push({ path: "exportedAt", code: "wrong_type", message: "exportedAt must be a date string" });
  }

  let scenario: Scenario | undefined;
  if (data.scenario === undefined) errors.push({ path: "scenario", code: "required", message: "scenario is required" });
  else {
    const parsed = parseScenario(data.scenario);
    if (parsed.ok) scenario = parsed.scenario;
    else errors.push(...parsed.errors.map((e) => ({ ...e, path: e.path ? `scenario.${e.path}` : "scenario" })));
  }

  let checklist: Checklist | undefined;
  if (data.checklist !== undefined) {
    const parsed = checklistSchema.safeParse(data.checklist, { reportInput: true });
    if (parsed.success) checklist = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        const path = ["checklist", ...issue.path.map(String)].join(".");
        if (issue.code === "unrecognized_keys") {
          errors.push(
            ...issue.keys.map((key) => ({
              path: `${path}.${key}`,
              code: "unknown_field" as const,
              message: `${path}.${key} is not a known factor`,
            })),
          );
        } else errors.push({ path, code: issueCode(issue), message: `${path} ${issue.message}` });
      }
    }
  }

  if (errors.length > 0 || scenario === undefined) return { ok: false, errors };
  return { ok: true, scenario, checklist };
}

/**
 * File name of the scenario JSON export.
 *
 * @example
 * jsonFileName("comma.ai-style datacenter"); // "comma-ai-style-datacenter-scenario.json"
 */
export function jsonFileName(name: string): string {
  return exportFileName(name, "scenario", "json");
}
