import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { createFromPreset, scrollToPart, unique } from "./helpers";

/** Markup that runs script wherever a name or description is put into the page as HTML. */
const NAME = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
const DESCRIPTION = `</p><svg onload="window.__pwned=2"></svg><a href="javascript:window.__pwned=3">sources</a>`;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const NONCE = /'nonce-([A-Za-z0-9+/]{22}==)'/;

async function shareToken(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.post(`/api/scenarios/${id}/shares`);
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** The headers every response carries, pages, files and JSON alike. */
function expectBaseHeaders(response: APIResponse, referrerPolicy: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe(referrerPolicy);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  const denied = headers["permissions-policy"]?.split(/,\s*/) ?? [];
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "display-capture"])
    expect(denied).toContain(`${feature}=()`);
}

/** The per-request page policy from proxy.ts; returns its nonce. */
function expectPagePolicy(response: APIResponse): string {
  const policy = response.headers()["content-security-policy"];
  const nonce = policy?.match(NONCE)?.[1];
  expect(nonce, `a nonce in ${policy}`).toBeDefined();
  expect(directives(policy)).toEqual({
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  });
  return nonce!;
}

/** Every script tag in a page must carry the response's nonce, or the CSP blocks it and the page never hydrates. */
async function expectNoncedScripts(response: APIResponse, nonce: string) {
  const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
}

/**
 * Console errors, CSP and Permissions-Policy reports, and uncaught exceptions, as they happen. A
 * 404 is expected for a missing page itself and for the favicon the app doesn't have.
 */
function problems(page: Page, expected404: string[] = []): string[] {
  const seen: string[] = [];
  const allowed = new Set(["/favicon.ico", ...expected404]);
  page.on("console", (message) => {
    const text = message.text();
    if (text.includes("404 (Not Found)") && allowed.has(new URL(message.location().url).pathname)) return;
    if (message.type() === "error" || /content security policy|permissions.policy/i.test(text))
      seen.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

test.describe("security headers", () => {
  test("pages, a share page and its download, the API and a 404 each carry the headers", async ({ request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Headers A"));
    const other = await createFromPreset(request, "comma-ai-datacenter", unique("Headers B"));
    const token = await shareToken(request, id);

    const pages: [string, string, number, string][] = [
      ["list", "/", 200, "strict-origin-when-cross-origin"],
      ["editor", `/scenarios/${id}`, 200, "strict-origin-when-cross-origin"],
      ["compare", `/compare?ids=${id},${other}`, 200, "strict-origin-when-cross-origin"],
      ["share", `/s/${token}`, 200, "no-referrer"],
      ["unknown page", "/no-such-page", 404, "strict-origin-when-cross-origin"],
      ["unknown scenario", `/scenarios/${"A".repeat(22)}`, 404, "strict-origin-when-cross-origin"],
      ["unknown share", `/s/${"A".repeat(32)}`, 404, "no-referrer"],
    ];
    const nonces = new Set<string>();
    for (const [label, path, status, referrer] of pages) {
      await test.step(label, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(status);
        expectBaseHeaders(response, referrer);
        const nonce = expectPagePolicy(response);
        await expectNoncedScripts(response, nonce);
        nonces.add(nonce);
      });
    }
    // A nonce an attacker could learn from one response must be useless for the next.
    expect(nonces.size).toBe(pages.length);

    await test.step("share download", async () => {
      const response = await request.get(`/s/${token}/scenario.json`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
      expectBaseHeaders(response, "no-referrer");
      expectPagePolicy(response);
    });

    const api: [string, number][] = [
      [`/api/scenarios/${id}`, 200],
      ["/api/scenarios", 200],
      [`/api/scenarios/${id}/scenario.json`, 200],
      [`/api/scenarios/${"A".repeat(22)}`, 404],
    ];
    for (const [path, status] of api) {
      await test.step(`API ${path}`, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(status);
        expectBaseHeaders(response, "strict-origin-when-cross-origin");
        expect(response.headers()["content-security-policy"]).toBe(
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        );
      });
    }
  });

  test("the pages work under the policy: no violation or error, charts draw, a save goes through", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "h100-server", unique("Under CSP A"));
    const other = await createFromPreset(request, "comma-ai-datacenter", unique("Under CSP B"));
    const token = await shareToken(request, id);
    const seen = problems(page, ["/no-such-page"]);

    await page.goto("/");
    // The search box filters in the browser: it only works once the nonced scripts have run.
    await page.getByRole("searchbox", { name: "Search scenarios by name" }).fill("Under CSP A");
    await expect(page.getByTestId("scenario-row")).toHaveCount(1);

    await page.goto(`/scenarios/${id}`);
    // The charts load on the first interaction: scrolling to one is one.
    await page.getByTestId("chart-savings").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("chart-savings").getByRole("application")).toBeVisible();
    await page.getByLabel("GPUs", { exact: true }).fill("16");
    await expect(page.getByTestId("save-state")).toHaveText("Unsaved changes");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    expect(((await (await request.get(`/api/scenarios/${id}`)).json()) as { version: number }).version).toBe(2);

    await page.goto(`/compare?ids=${id},${other}`);
    await expect(page.getByTestId("compare-chart").getByRole("application")).toBeVisible();

    await page.goto(`/s/${token}`);
    await page.getByTestId("chart-savings").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("chart-savings").getByRole("application")).toBeVisible();

    const missing = await page.goto("/no-such-page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    expect(seen).toEqual([]);
  });

  test("the policy itself blocks injected inline script, inline handlers and eval", async ({ page, request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Blocked"));
    const reports: string[] = [];
    page.on("console", (message) => {
      const blocked = new RegExp(
        "^(Executing inline script|Executing inline event handler|Evaluating a string as JavaScript) " +
          "violates the following Content Security Policy",
      ).exec(message.text());
      if (blocked?.[1]) reports.push(blocked[1]);
    });
    await page.goto(`/scenarios/${id}`);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    // Whatever React's escaping might one day miss, the browser still refuses to run. Markup the
    // parser reads (the srcdoc frame inherits the page's policy) stands in for injected HTML, and a
    // string timer for eval: code run by Playwright's evaluate itself is exempt from the policy.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "beforeend",
        `<img alt="" src="data:," onerror="window.__pwned = 'handler'"><iframe title="injected" ` +
          `srcdoc="<script>parent.__pwned = 'script'</script>"></iframe>`,
      );
      (setTimeout as (code: string) => number)("window.__pwned = 'eval'");
    });
    await expect
      .poll(() => [...reports].sort())
      .toEqual(["Evaluating a string as JavaScript", "Executing inline event handler", "Executing inline script"]);
    expect(await pwned(page)).toBeUndefined();
  });
});

test.describe("untrusted text", () => {
  test("a name and description made of HTML and script show as text on every page, and nothing runs", async ({
    page,
    request,
  }) => {
    const id = await createFromPreset(request, "h100-server", NAME);
    const put = await request.put(`/api/scenarios/${id}`, {
      data: {
        version: 1,
        scenario: {
          ...((await (await request.get(`/api/scenarios/${id}`)).json()) as { scenario: object }).scenario,
          description: DESCRIPTION,
        },
      },
    });
    expect(put.status()).toBe(200);
    const other = await createFromPreset(request, "comma-ai-datacenter", unique("Next to markup"));
    const token = await shareToken(request, id);
    const seen = problems(page);

    const visit = async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The server's HTML escapes the markup too, RSC payload included, before any script runs.
      const html = await response!.text();
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<script>window.__pwned");
      expect(html).not.toContain("<svg onload");
    };

    await visit("/");
    await expect(page.getByRole("link", { name: NAME, exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Select ${NAME} to compare` })).toBeVisible();
    expect(await pwned(page)).toBeUndefined();

    await visit(`/scenarios/${id}`);
    await expect(page).toHaveTitle(`${NAME} · GPU TCO`);
    await expect(page.getByLabel("Scenario name")).toHaveValue(NAME);
    await expect(page.getByLabel("Description and sources")).toHaveValue(DESCRIPTION);
    const leftOut = page.getByRole("region", { name: "What the model leaves out" });
    await scrollToPart(page, leftOut);
    await expect(leftOut.getByText(DESCRIPTION, { exact: true })).toBeVisible();
    expect(await pwned(page)).toBeUndefined();

    await visit(`/compare?ids=${id},${other}`);
    await expect(page.getByRole("columnheader", { name: NAME, exact: true })).toBeVisible();
    await expect(page.getByTestId("compare-chart").getByText(NAME, { exact: true })).toBeVisible();
    expect(await pwned(page)).toBeUndefined();

    await visit(`/s/${token}`);
    await expect(page.getByRole("heading", { level: 1, name: NAME, exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "What the model leaves out" }).getByText(DESCRIPTION, { exact: true }),
    ).toBeVisible();
    expect(await pwned(page)).toBeUndefined();

    // Had any markup become an element, its image or script would have tripped the policy.
    expect(seen).toEqual([]);
  });
});

test.describe("ids and share tokens", () => {
  test("fifty share links get fifty distinct, unguessable tokens; scenario ids are 128-bit", async ({ request }) => {
    const id = await createFromPreset(request, "h100-server", unique("Many links"));
    expect(id).toMatch(BASE64URL);
    expect(Buffer.from(id, "base64url").length).toBe(16);
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) tokens.push(await shareToken(request, id));
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(BASE64URL);
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(token, "base64url").length).toBe(24);
    }
  });

  test("a share token opens only its own read-only page: not the scenario, its history or its links", async ({
    request,
  }) => {
    const name = unique("Token only");
    const id = await createFromPreset(request, "h100-server", name);
    const token = await shareToken(request, id);

    for (const path of [
      `/api/scenarios/${token}`,
      `/api/scenarios/${token}/revisions`,
      `/api/scenarios/${token}/shares`,
      `/api/scenarios/${token}/scenario.json`,
      `/scenarios/${token}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }

    const shared = await request.get(`/s/${token}`);
    expect(shared.status()).toBe(200);
    const html = await shared.text();
    expect(html).toContain(name);
    expect(html).toContain(`<meta name="robots" content="noindex, nofollow"/>`);
    // The id is what every write and the editor take; the page must not hand it to a token holder.
    expect(html).not.toContain(id);
    const download = await request.get(`/s/${token}/scenario.json`);
    expect(download.status()).toBe(200);
    expect(await download.text()).not.toContain(id);
  });
});

test.describe("a path whose %-escapes don't decode", () => {
  // Found by the HTTP fuzz bench: Next's router answered these with a 500 before proxy.ts checked.
  const PATHS = [
    "/api/keys/%E0%A4%A",
    "/api/scenarios/%qn5/undelete",
    "/api/auth/%E0%A4%A",
    "/scenarios/%E0%A4%A",
    "/s/%E0%A4%A/scenario.xlsx",
    "/compare/export/%",
  ];

  for (const path of PATHS) {
    test(`${path} answers 400 with a JSON error, signed in or not`, async ({ request, playwright, baseURL }) => {
      const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      for (const context of [request, anonymous]) {
        for (const method of ["GET", "DELETE"] as const) {
          const response = await context.fetch(path, { method });
          expect(response.status(), `${method} ${path}`).toBe(400);
          expect(await response.json()).toEqual({
            errors: [{ path: "", code: "malformed_url", message: "The address has a malformed %-escape" }],
          });
        }
      }
      await anonymous.dispose();
    });
  }
});
