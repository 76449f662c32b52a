import { expect, test } from "@playwright/test";
import { createFromPreset, scrollToPart, unique } from "./helpers";

test.describe("presets tell their stories", () => {
  test("idle workstations: the study's ~49% saving with 3-year amortization, the sunk-cost 93.6% as a note", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "idle-workstations", unique("Swarm"));
    await page.goto(`/scenarios/${id}`);
    const savings = page.getByTestId("kpi-savings");
    await expect(savings).toContainText("€48.3K");
    await expect(savings).toContainText("49% of cloud TCO");
    const notes = page.getByRole("region", { name: "What the model leaves out" });
    await scrollToPart(page, notes);
    await expect(notes).toContainText("amortized over 3 years");
    await expect(notes).toContainText("sets capex to 0 and sees owning 93.6% cheaper than the cloud");
  });

  test("hybrid three-tier: the headline says what the hybrid itself saves", async ({ page, request }) => {
    const id = await createFromPreset(request, "hybrid-three-tier", unique("Three tiers"));
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("headline")).toContainText(
      "Owning saves $19.2M over 3 years (undiscounted); break-even in month 4.9; the hybrid saves $15.5M",
    );
  });
});
