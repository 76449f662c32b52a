import type { APIRequestContext, Locator, Page } from "@playwright/test";
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

/**
 * Holds the page's scripts back until the returned function is called, as on a slow connection or
 * a busy laptop. Stylesheets live beside them but pass: a page held without its CSS never paints.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const script = (url: URL) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js");
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Scrolls to a part of the editor below the fold as a reader does: a turn of the wheel first, the
 * page's first interaction, on which the results down there load (components/ui/lazy-part.tsx);
 * until then the part is a box of its height without its test ids.
 */
export async function scrollToPart(page: Page, part: Locator): Promise<void> {
  await page.mouse.wheel(0, 400);
  await part.scrollIntoViewIfNeeded();
}
