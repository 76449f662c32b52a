import { describe, expect, test, vi } from "vitest";
import { GET } from "@/app/api/scenarios/[id]/route";
import { params, request, testOwner } from "@/scripts/test-support/http";
import { DEFAULTS } from "@/lib/tco/defaults";
import { presets } from "@/lib/tco/presets";
import { getDb } from "@/lib/db";
import { createScenario, getRevision, getScenario } from "./store";
import { SCENARIO_FORMAT, UnreadableScenarioError } from "./stored";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

// Rows written as an older app, or a broken tool, left them: straight into the test database file.
const scope = { workspaceId: testOwner.workspaceId, authorId: testOwner.id };
const preset = presets[0]!.scenario;

async function saved(inputs: string, format = SCENARIO_FORMAT, checklist = "{}") {
  const stored = await createScenario(scope, { ...preset, name: `Stored row ${Math.random()}` });
  await getDb().$executeRaw`UPDATE "Scenario"
    SET "inputs" = ${inputs}, "format" = ${format}, "checklist" = ${checklist} WHERE "id" = ${stored.id}`;
  await getDb().$executeRaw`UPDATE "Revision"
    SET "inputs" = ${inputs}, "format" = ${format}, "checklist" = ${checklist} WHERE "scenarioId" = ${stored.id}`;
  return stored.id;
}

async function refusal(id: string): Promise<string> {
  const error: unknown = await getScenario(scope.workspaceId, id).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UnreadableScenarioError);
  await expect(getRevision(scope.workspaceId, id, 1)).rejects.toBeInstanceOf(UnreadableScenarioError);
  return (error as UnreadableScenarioError).message;
}

describe("a stored scenario is parsed on read, never served as it lies", () => {
  test("a row saved before a field with a default existed reads with the default filled in", async () => {
    const onPrem = Object.fromEntries(Object.entries(preset.onPrem).filter(([key]) => key !== "creditResidualValue"));
    const old = { ...preset, onPrem };
    const id = await saved(JSON.stringify(old));
    const stored = await getScenario(scope.workspaceId, id);
    expect(stored?.scenario.onPrem.creditResidualValue).toBe(DEFAULTS.onPrem.creditResidualValue);
    expect(stored?.scenario).toEqual({
      ...preset,
      onPrem: { ...preset.onPrem, creditResidualValue: DEFAULTS.onPrem.creditResidualValue },
    });
  });

  test.each([
    [
      "inputs that break a range",
      JSON.stringify({ ...preset, workload: { ...preset.workload, gpus: -3 } }),
      SCENARIO_FORMAT,
      "{}",
      /workload\.gpus/,
    ],
    [
      "inputs missing a required field",
      JSON.stringify({ ...preset, workload: undefined }),
      SCENARIO_FORMAT,
      "{}",
      /workload is required/,
    ],
    ["inputs that are not JSON", "{not json", SCENARIO_FORMAT, "{}", /inputs are not JSON/],
    [
      "a checklist with an unknown factor",
      JSON.stringify(preset),
      SCENARIO_FORMAT,
      '{"mood":"cloud"}',
      /checklist mood is not a known factor/,
    ],
    [
      "a format newer than this app's",
      JSON.stringify(preset),
      SCENARIO_FORMAT + 1,
      "{}",
      new RegExp(`scenario format ${SCENARIO_FORMAT + 1}; this app reads format ${SCENARIO_FORMAT} and older`),
    ],
    ["a format that never existed", JSON.stringify(preset), 0, "{}", /scenario format 0/],
  ])("%s is refused with the reason", async (_name, inputs, format, checklist, reason) => {
    const id = await saved(inputs, format, checklist);
    const message = await refusal(id);
    expect(message).toMatch(new RegExp(`^Scenario ${id} \\(version 1\\) cannot be read: `));
    expect(message).toMatch(reason);
  });

  test("the API answers 422 with the reason, not a 500 or a half-read scenario, and the row stays as saved", async () => {
    const inputs = JSON.stringify({ ...preset, workload: { ...preset.workload, gpus: "eight" } });
    const id = await saved(inputs);
    const response = await GET(request("GET", `/api/scenarios/${id}`), params({ id }));
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toMatch(/cannot be read: workload\.gpus must be/);
    const [row] = await getDb().$queryRaw<{ inputs: string }[]>`SELECT "inputs" FROM "Scenario" WHERE "id" = ${id}`;
    expect(row?.inputs).toBe(inputs);
  });
});
