import { expect, test, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

const inputs = (page: Page) => page.getByRole("complementary", { name: "Inputs" });

async function typeSplit(page: Page, id: string) {
  await page.goto(`/scenarios/${id}`);
  if (await page.getByRole("tab", { name: "Inputs" }).isVisible())
    await page.getByRole("tab", { name: "Inputs" }).click();
  await inputs(page).getByText("Hybrid split", { exact: true }).click();
  const core = page.getByLabel("On-prem core share", { exact: true });
  const burst = page.getByLabel("Cloud burst share", { exact: true });
  const edge = page.getByLabel("Edge share", { exact: true });
  // The comma.ai preset splits 75 / 20 / 5; the reader types 60, then 35.
  await core.fill("60");
  await burst.fill("35");
  await burst.blur();
  return { core, burst, edge };
}

for (const width of [1440, 390]) {
  test(
    `at ${width} px: 60 then 35 stays 60 / 35, the share not typed into balances to 5 and says so, and that is ` +
      `what is saved and exported`,
    async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const id = await createFromPreset(request, "comma-ai-datacenter", unique(`Split ${width}`));
      const { core, burst, edge } = await typeSplit(page, id);
      await expect(core).toHaveValue("60");
      await expect(burst).toHaveValue("35");
      await expect(edge).toHaveValue("5");
      const balancer = page.getByTestId("share-balancer");
      await expect(balancer).toHaveCount(1);
      await expect(balancer).toHaveText(/^Edge share balances the split to 100%/);
      await inputs(page).screenshot({ path: test.info().outputPath(`hybrid-split-${width}.png`) });

      if (width === 390) await page.getByRole("tab", { name: "Results" }).click();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const saved = (await (await request.get(`/api/scenarios/${id}`)).json()) as {
        scenario: { hybrid: { onPremPct: number; cloudPct: number; edgePct: number } };
      };
      expect(saved.scenario.hybrid).toMatchObject({ onPremPct: 60, cloudPct: 35, edgePct: 5 });
      const json = await (await request.get(`/api/scenarios/${id}/scenario.json`)).text();
      expect(json).not.toMatch(/"(onPremPct|cloudPct|edgePct)":\s*\d+\.\d{3,}/);
    },
  );
}

test("typing into the balancing share hands the balancing to the other share not typed into, and the box keeps the cursor", async ({
  page,
  request,
}) => {
  const id = await createFromPreset(request, "comma-ai-datacenter", unique("Split edge"));
  const { core, burst, edge } = await typeSplit(page, id);
  await edge.click();
  await edge.press("ControlOrMeta+a");
  await edge.pressSequentially("10");
  await expect(edge).toBeFocused();
  await expect(edge).toHaveValue("10");
  // 60 was typed before 35: the core share, typed into least recently, now balances.
  await expect(core).toHaveValue("55");
  await expect(burst).toHaveValue("35");
  await expect(page.getByTestId("share-balancer")).toHaveText(/^On-prem core share balances/);
});
