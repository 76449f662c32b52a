import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { presets } from "@/lib/tco/presets";

/** Creates a scenario from a preset through the API, under a name unique to the test. */
export async function createFromPreset(request: APIRequestContext, slug: string, name: string): Promise<string> {
  const preset = presets.find((p) => p.slug === slug);
  if (!preset) throw new Error(`No preset ${slug}`);
  const response = await request.post("/api/scenarios", { data: { scenario: { ...preset.scenario, name } } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
