import "server-only";
import { countAllScenarios, createScenario } from "@/lib/scenarios/store";
import { DEFAULT_WORKSPACE_ID } from "@/lib/accounts/workspaces-store";
import { presets } from "@/lib/tco/presets";
import { scenarioSchema } from "@/lib/scenarios/schema";

/**
 * Loads the presets as ordinary, editable scenarios of the default workspace (the first account's)
 * when the database has never held one.
 * Returns how many were created (0 when the database already had scenarios).
 */
export async function seedPresets(): Promise<number> {
  if ((await countAllScenarios()) > 0) return 0;
  for (const preset of presets) {
    await createScenario(
      { workspaceId: DEFAULT_WORKSPACE_ID, authorId: null },
      scenarioSchema.parse(preset.scenario),
      {},
      `Created from the preset "${preset.title}"`,
    );
  }
  return presets.length;
}
