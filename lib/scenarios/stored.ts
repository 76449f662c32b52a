import "server-only";
import { AppError } from "@/lib/http/errors";
import type { Scenario } from "@/lib/tco/types";
import { checklistSchema, type Checklist } from "@/lib/scenarios/checklist-schema";
import { parseScenario } from "@/lib/scenarios/schema";

/**
 * The version of the scenario format this code writes into `Scenario.inputs` and
 * `Revision.inputs`. A change to the scenario that an old row would not parse as (a renamed or
 * moved field) raises it and adds the step from the previous format to {@link UPGRADES}; a new
 * field with a default needs neither, as parsing fills the default in.
 */
export const SCENARIO_FORMAT = 1;

/** Format n → n + 1, applied in turn to a row of an older format before it is parsed. */
const UPGRADES: Readonly<Record<number, (inputs: unknown) => unknown>> = {};

const KEPT_AS_SAVED = "It is kept as it was saved; an earlier version may still be restored from its history.";

/**
 * A saved row that cannot be read as a scenario: served as it is, it would be half-read. A 422
 * whose message says what to do next; the row is left as it is.
 */
export class UnreadableScenarioError extends AppError {
  constructor(
    readonly what: string,
    readonly reason: string,
  ) {
    const message = `${what} cannot be read: ${reason}`;
    super("unreadable_scenario", message, {
      errors: [{ path: "", code: "unreadable_scenario", message: `${message}. ${KEPT_AS_SAVED}` }],
    });
    this.name = "UnreadableScenarioError";
  }
}

function parsedJson(text: string, what: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UnreadableScenarioError(what, `its ${field} are not JSON`);
  }
}

/**
 * A stored row's inputs and checklist, upgraded from its format and checked as the API checks
 * what it saves. `what` names the row in the reason ("scenario k3x…, version 4").
 *
 * @example
 * readStored({ inputs: '{"name":"x",…}', checklist: "{}", format: 1 }, "scenario k3x, version 4"); // { scenario, checklist }
 * readStored({ inputs: "{}", checklist: "{}", format: 2 }, "…"); // throws: written in scenario format 2; this app reads format 1 and older
 */
export function readStored(
  row: { inputs: string; checklist: string; format: number },
  what: string,
): { scenario: Scenario; checklist: Checklist } {
  if (!Number.isInteger(row.format) || row.format < 1 || row.format > SCENARIO_FORMAT) {
    throw new UnreadableScenarioError(
      what,
      `it is written in scenario format ${row.format}; this app reads format ${SCENARIO_FORMAT} and older`,
    );
  }
  let inputs = parsedJson(row.inputs, what, "inputs");
  for (let format = row.format; format < SCENARIO_FORMAT; format++) {
    const upgrade = UPGRADES[format];
    if (!upgrade) throw new UnreadableScenarioError(what, `no upgrade from scenario format ${format} is known`);
    inputs = upgrade(inputs);
  }
  const scenario = parseScenario(inputs);
  if (!scenario.ok) throw new UnreadableScenarioError(what, scenario.errors.map((e) => e.message).join("; "));
  return { scenario: scenario.scenario, checklist: readChecklist(row.checklist, what) };
}

/** A stored row's checklist answers, checked as the API checks what it saves (else UnreadableScenarioError). */
export function readChecklist(text: string, what: string): Checklist {
  const checklist = checklistSchema.safeParse(parsedJson(text, what, "checklist answers"));
  if (!checklist.success)
    throw new UnreadableScenarioError(what, `its checklist ${checklist.error.issues.map((i) => i.message).join("; ")}`);
  return checklist.data;
}
