import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createFromPreset, unique } from "./helpers";

/** What the KPI bar shows: the same components render it in the editor and on the shared page. */
const FIGURES = [
  "headline",
  "kpi-tco-cloud",
  "kpi-tco-onPrem",
  "kpi-tco-hybrid",
  "kpi-savings",
  "kpi-break-even",
  "kpi-npv",
  "kpi-irr",
  "kpi-recommendation",
] as const;

async function figures(page: Page): Promise<Record<string, string>> {
  const entries = await Promise.all(
    FIGURES.map(async (id) => [id, (await page.getByTestId(id).innerText()).trim()] as const),
  );
  return Object.fromEntries(entries);
}

/** A share link through the API, for the tests whose subject is not the share panel. */
async function shareLink(request: APIRequestContext, id: string): Promise<{ token: string; path: string }> {
  const response = await request.post(`/api/scenarios/${id}/shares`);
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { token, path: `/s/${token}` };
}

async function saved(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/scenarios/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    version: number;
    scenario: { name: string; workload: { gpus: number } };
    checklist: unknown;
    result: { totals: unknown };
  };
}

/** A token of the right shape that was never issued. */
const unknownToken = () =>
  Buffer.from(Array.from({ length: 24 }, () => Math.floor(Math.random() * 256))).toString("base64url");

test.describe("share links", () => {
  test(
    "share a version, read it elsewhere, edit the scenario: the link keeps showing the shared version; revoke it " +
      "and it is gone",
    async ({ page, browser, request }) => {
      const name = unique("Shared plan");
      const id = await createFromPreset(request, "h100-server", name);
      await page.goto(`/scenarios/${id}`);
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      const shown = await figures(page);

      await page.getByRole("button", { name: "Share", exact: true }).click();
      await page.getByRole("button", { name: "Create link to version 1" }).click();
      const linkInput = page.getByLabel("Link to version 1");
      await expect(linkInput).toHaveValue(/\/s\/[A-Za-z0-9_-]{22,}$/);
      const url = new URL(await linkInput.inputValue());
      expect(url.origin).toBe(new URL(page.url()).origin);
      const token = url.pathname.split("/").at(-1)!;

      // A reader with nothing of the author's: a new context has no cookies, storage or history.
      const reader = await browser.newContext();
      const shared = await reader.newPage();
      const response = await shared.goto(url.toString());
      expect(response?.status()).toBe(200);
      expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(shared.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(shared.getByTestId("share-banner")).toContainText("It shows version 1");
      await expect(shared.getByTestId("share-changed")).toHaveCount(0);
      expect(await figures(shared)).toEqual(shown);
      // Read-only: nothing to type into or tick, and the page never names the scenario's id, which
      // is what the write API takes.
      await expect(shared.locator("input:not([disabled]), textarea, select, [contenteditable='true']")).toHaveCount(0);
      expect(await response!.text()).not.toContain(id);

      // The author saves a change.
      await page.getByLabel("GPUs", { exact: true }).fill("16");
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText("Saved");
      await expect(page.getByText("Version 2", { exact: true })).toBeVisible();
      const edited = await figures(page);
      expect(edited["kpi-tco-cloud"]).not.toBe(shown["kpi-tco-cloud"]);

      // The link still shows version 1, and says the scenario has moved on.
      await shared.reload();
      await expect(shared.getByTestId("share-changed")).toBeVisible();
      await expect(shared.getByTestId("share-changed")).toContainText("version 2");
      await expect(shared.getByTestId("share-banner")).toContainText("It shows version 1");
      expect(await figures(shared)).toEqual(shown);

      // The panel offers a link to the new version, and still lists the old one.
      await expect(page.getByRole("button", { name: "Create link to version 2" })).toBeVisible();
      const row = page.getByTestId("share-link").filter({ has: page.getByLabel("Link to version 1") });
      await row.getByRole("button", { name: "Revoke" }).click();
      await row.getByRole("alertdialog").getByRole("button", { name: "Revoke the link" }).click();
      await expect(page.getByLabel("Link to version 1")).toHaveCount(0);
      await expect(page.getByText("No live links.")).toBeVisible();
      expect(
        ((await (await request.get(`/api/scenarios/${id}/shares`)).json()) as { shares: unknown[] }).shares,
      ).toEqual([]);

      // Revoked looks exactly like never issued: same status, same page once the token itself and
      // each response's own CSP nonce are set aside. A body must be read before the page navigates on.
      const nonce = (headers: Record<string, string>) =>
        /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "NONCE";
      const gone = await shared.goto(url.toString());
      expect(gone?.status()).toBe(404);
      expect(gone?.headers()["referrer-policy"]).toBe("no-referrer");
      const goneBody = (await gone!.text()).replaceAll(token, "TOKEN").replaceAll(nonce(gone!.headers()), "NONCE");
      await expect(shared.getByTestId("share-banner")).toHaveCount(0);
      const other = unknownToken();
      const never = await shared.goto(`${url.origin}/s/${other}`);
      expect(never?.status()).toBe(404);
      const neverBody = (await never!.text()).replaceAll(other, "TOKEN").replaceAll(nonce(never!.headers()), "NONCE");
      expect(goneBody).toBe(neverBody);
      expect(goneBody).not.toContain(name);
      await reader.close();
    },
  );

  test("no endpoint accepts the token for a change, and the scenario stays as it was", async ({ request }) => {
    const id = await createFromPreset(request, "comma-ai-datacenter", unique("Write attempts"));
    const { token, path } = await shareLink(request, id);
    const before = await saved(request, id);
    const body = { version: before.version, scenario: { ...before.scenario, name: "Hijacked" }, checklist: {} };

    // Refused outright: the API takes a scenario id, never a token, and the link's files and copy
    // route answer GET and POST only.
    const attempts: [string, string, unknown?][] = [
      ["PUT", `/api/scenarios/${token}`, body],
      ["PATCH", `/api/scenarios/${token}`, body],
      ["POST", `/api/scenarios/${token}`, body],
      ["DELETE", `/api/scenarios/${token}`],
      ["POST", `/api/scenarios/${token}/undelete`],
      ["POST", `/api/scenarios/${token}/restore`],
      ["POST", `/api/scenarios/${token}/revisions/1/restore`],
      ["POST", `/api/scenarios/${token}/shares`],
      ["DELETE", `/api/scenarios/${token}/shares/${token}`],
      ["POST", `/api/scenarios/${token}/summary.pdf`],
      ["PUT", `/api/scenarios/${token}/scenario.json`, body],
      ["PUT", `${path}/scenario.json`, body],
      ["POST", `${path}/scenario.json`, body],
      ["PATCH", `${path}/scenario.json`, body],
      ["DELETE", `${path}/scenario.json`],
      ["DELETE", `${path}/summary.pdf`],
      ["PUT", `${path}/copy`, body],
      ["DELETE", `${path}/copy`],
      ["PATCH", `${path}/copy`, body],
    ];
    const answers: string[] = [];
    for (const [method, url, data] of attempts) {
      const response = await request.fetch(url, { method, data, maxRedirects: 0 });
      answers.push(`${method} ${url.replace(token, "TOKEN")} → ${response.status()}`);
    }
    // 404 (no such scenario or link) or 405 (no such method): never a success, never a server error.
    for (const answer of answers) expect(answer).toMatch(/→ 40[45]$/);

    // The page itself only reads: proxy.ts refuses every write method on pages.
    for (const method of ["PUT", "POST", "PATCH", "DELETE"]) {
      const response = await request.fetch(path, { method, data: body, maxRedirects: 0 });
      expect(response.status(), `${method} ${path}`).toBe(405);
    }

    const after = await saved(request, id);
    expect(after.version).toBe(before.version);
    expect(after.scenario).toEqual(before.scenario);
    expect(after.checklist).toEqual(before.checklist);
    const shares = (
      (await (await request.get(`/api/scenarios/${id}/shares`)).json()) as { shares: { token: string }[] }
    ).shares;
    expect(shares.map((s) => s.token)).toEqual([token]);
    expect((await request.get(path)).status()).toBe(200);
  });

  test("“Make an editable copy” opens a new scenario in the editor with the shared version's inputs; the original is unchanged", async ({
    browser,
    request,
  }) => {
    const name = unique("Copy source");
    const id = await createFromPreset(request, "h100-server", name);
    const { path } = await shareLink(request, id);
    const v1 = await saved(request, id);
    const put = await request.put(`/api/scenarios/${id}`, {
      data: { version: 1, scenario: { ...v1.scenario, workload: { ...v1.scenario.workload, gpus: 24 } } },
    });
    expect(put.status()).toBe(200);
    const v2 = await saved(request, id);

    const reader = await browser.newContext();
    const shared = await reader.newPage();
    await shared.goto(path);
    const sharedFigures = await figures(shared);
    await shared.getByRole("button", { name: "Make an editable copy" }).click();
    await expect(shared).toHaveURL(/\/scenarios\/[^/]+$/);
    const copyId = new URL(shared.url()).pathname.split("/").at(-1)!;
    expect(copyId).not.toBe(id);
    await expect(shared.getByLabel("Scenario name")).toHaveValue(`Copy of ${name}`);
    await expect(shared.getByLabel("GPUs", { exact: true })).toHaveValue(String(v1.scenario.workload.gpus));
    await expect(shared.getByTestId("save-state")).toHaveText("Saved");
    expect(await figures(shared)).toEqual(sharedFigures);

    const copy = await saved(request, copyId);
    expect(copy.version).toBe(1);
    expect(copy.scenario).toEqual({ ...v1.scenario, name: `Copy of ${name}` });
    expect(copy.result.totals).toEqual(v1.result.totals);
    expect(await saved(request, id)).toEqual(v2);
    await reader.close();
  });

  test("the shared page reads on a 390 px phone without sideways scrolling", async ({ browser, request }, testInfo) => {
    const id = await createFromPreset(
      request,
      "comma-ai-datacenter",
      unique("Phone: a long scenario name that has to wrap on a narrow screen"),
    );
    const { path } = await shareLink(request, id);
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await phone.newPage();
    await page.goto(path);
    await expect(page.getByTestId("headline")).toBeVisible();
    await expect(page.getByRole("button", { name: "Make an editable copy" })).toBeVisible();
    // Let the charts measure their containers before measuring the page.
    await page.waitForLoadState("networkidle");
    const shot = testInfo.outputPath("shared-page-390px.png");
    await page.screenshot({ fullPage: true, path: shot });
    await testInfo.attach("shared-page-390px.png", { path: shot, contentType: "image/png" });
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.viewport).toBe(390);
    expect(widths.document).toBeLessThanOrEqual(390);
    expect(widths.body).toBeLessThanOrEqual(390);
    // Everything that reaches past the right edge, for a readable failure.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > 390.5 &&
            getComputedStyle(el).position !== "fixed" &&
            el.closest("[aria-hidden='true'], .sr-only") === null,
        )
        .filter((el) => !el.closest("details:not([open])"))
        // A wide table inside its own horizontal scroller is reachable by swiping it, not the page.
        .filter((el) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            if (
              ["auto", "scroll"].includes(getComputedStyle(up).overflowX) &&
              up.getBoundingClientRect().right <= 390.5
            )
              return false;
          }
          return true;
        })
        .map(
          (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`,
        )
        .slice(0, 10),
    );
    expect(overflowing).toEqual([]);
    await phone.close();
  });

  test("no serious accessibility violations on the shared page", async ({ browser, request }) => {
    // axe walks every open table and panel of the shared page; on a busy machine that alone takes 20 s.
    test.slow();
    const id = await createFromPreset(request, "hybrid-three-tier", unique("Axe shared"));
    const { path } = await shareLink(request, id);
    await request.put(`/api/scenarios/${id}`, {
      data: { version: 1, scenario: { ...(await saved(request, id)).scenario, horizonYears: 4 } },
    });
    const reader = await browser.newContext();
    const page = await reader.newPage();
    await page.goto(path);
    await expect(page.getByTestId("share-changed")).toBeVisible();
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await reader.close();
  });
});
