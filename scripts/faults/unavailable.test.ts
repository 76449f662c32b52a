/**
 * The database taken away from a running server, by deleting its file or by making it read-only:
 * saves answer a JSON 503 (never a 500 with a stack, never a hang), the health check a 503,
 * pages a friendly error, and the server stays up throughout, serving again once the file is back.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, expect, onTestFinished, test } from "vitest";
import type { AppProcess } from "../lib/app-process";
import { CHROMIUM_PATH } from "../lib/chromium.mjs";
import { cleanUp, create, createOk, save, scenarioFor, startFaultApp, tempDir } from "./support";

afterAll(cleanUp);

const UNAVAILABLE = {
  errors: [{ path: "", code: "unavailable", message: "The database is unavailable right now. Try again in a minute." }],
};

/**
 * Root ignores file modes, and the tests run as root, so chmod can't make a file read-only for
 * them; the immutable flag (`chattr +i`) can: even root's writes then fail, on descriptors that
 * were open before too. It needs CAP_LINUX_IMMUTABLE and a file system that has the flag (ext4,
 * xfs, btrfs), so it is probed first.
 */
function immutableFlagWorks(): boolean {
  const probe = join(tempDir("chattr-probe"), "probe");
  writeFileSync(probe, "");
  const set = spawnSync("chattr", ["+i", probe]);
  spawnSync("chattr", ["-i", probe]);
  return set.status === 0;
}

async function get(app: AppProcess, path: string) {
  // A bounded wait: a wedged server must fail the test, not hang it.
  const response = await fetch(`${app.url}${path}`, {
    headers: { cookie: app.cookie },
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

test("a database file deleted under the running server: 503s, a friendly error page, no crash", async () => {
  const app = await startFaultApp();
  const id = await createOk(app, scenarioFor("deleted"));
  rmSync(app.databaseFile);

  const health = await get(app, "/api/health");
  expect(health.status).toBe(503);
  expect(JSON.parse(health.text)).toEqual({ ok: false, db: "unavailable", error: "database file is missing" });

  const answers = [
    await save(app, id, 1, scenarioFor("lost?")),
    await create(app, scenarioFor("lost?")),
    ...(
      await Promise.all(
        [`/api/scenarios`, `/api/scenarios/${id}`, `/api/scenarios/${id}/revisions`].map((path) => get(app, path)),
      )
    ).map(({ status, text }) => ({ status, body: JSON.parse(text) as unknown })),
  ];
  for (const answer of answers) expect(answer).toEqual({ status: 503, body: UNAVAILABLE });

  // The error page is app/error.tsx, which React renders in the browser from the server's
  // error: so a browser, not the HTML, shows whether a reader gets it.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    for (const path of ["/", `/scenarios/${id}`]) {
      const page = await browser.newPage();
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.status(), path).toBe(500);
      await page.getByRole("heading", { name: "Something went wrong loading this page" }).waitFor({ timeout: 15_000 });
      expect(await page.content()).not.toMatch(/\n\s+at /);
      await page.close();
    }
  } finally {
    await browser.close();
  }

  // Still the same server, still answering: no crash, no restart loop.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(app.running()).toBe(true);
  expect((await get(app, "/api/health")).status).toBe(503);
  console.log(
    `deleted database: health 503, ${answers.length} API calls answered 503 JSON, 2 pages the error page, server up`,
  );
});

const immutableFlag = immutableFlagWorks();
// Skipped only off CI, and then said so: on CI a machine without the flag fails the test instead.
const skipReadOnly = !immutableFlag && !process.env.CI;
if (skipReadOnly) {
  console.warn(
    "SKIPPED here: the read-only database test (chattr +i does not work on this machine's temp file system or " +
      "without CAP_LINUX_IMMUTABLE). On CI it runs, and fails without the flag.",
  );
}

test.skipIf(skipReadOnly)(
  "a database file made read-only (chattr +i) under the running server: 503s, reads still served, saves again once writable",
  async () => {
    expect(immutableFlag, "chattr +i works on this machine (needed on CI)").toBe(true);
    const app = await startFaultApp();
    const id = await createOk(app, scenarioFor("read-only"));
    expect((await save(app, id, 1, scenarioFor("version 2"))).status).toBe(200);
    // The database and its WAL, where SQLite appends every commit.
    const files = [app.databaseFile, `${app.databaseFile}-wal`];
    execFileSync("chattr", ["+i", ...files]);
    // Undone however the test ends: the clean-up could not remove an immutable file.
    let immutable = true;
    const makeWritable = () => {
      if (immutable) execFileSync("chattr", ["-i", ...files]);
      immutable = false;
    };
    onTestFinished(makeWritable);

    const health = await get(app, "/api/health");
    expect(health.status).toBe(503);
    expect(JSON.parse(health.text)).toMatchObject({
      ok: false,
      db: "unavailable",
      error: "database file is read-only",
    });

    // Twice: a failed write must not leave the connection wedged for the next one.
    for (const attempt of [1, 2]) {
      const refused = await save(app, id, 2, scenarioFor(`refused ${attempt}`));
      expect(refused, `save ${attempt}`).toEqual({ status: 503, body: UNAVAILABLE });
    }
    expect(await create(app, scenarioFor("refused"))).toEqual({ status: 503, body: UNAVAILABLE });

    // Reading needs no writes: the scenario and its page are still there, unchanged.
    const current = await get(app, `/api/scenarios/${id}`);
    expect(current.status).toBe(200);
    expect(JSON.parse(current.text)).toMatchObject({ version: 2, scenario: { name: "version 2" } });
    expect((await get(app, `/scenarios/${id}`)).status).toBe(200);

    makeWritable();
    expect((await get(app, "/api/health")).status).toBe(200);
    const saved = await save(app, id, 2, scenarioFor("version 3"));
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(3);
    expect(app.running()).toBe(true);
    console.log(
      "read-only database: health 503, 3 writes answered 503 JSON (none hung), reads 200, first save after chattr -i " +
        "answered 200 (version 3), server up",
    );
  },
);
