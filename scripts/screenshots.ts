// Takes screenshots of the running app for review and for the README:
//   BASE_URL=http://localhost:3000 npx tsx scripts/screenshots.ts [outDir]
// It signs in as SCREENSHOT_EMAIL / SCREENSHOT_PASSWORD, or, on a fresh database, signs up the
// script account (scripts/lib/sign-in.ts), which becomes the owner of the presets.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./lib/chromium.mjs";
import { SCRIPT_ACCOUNT, sessionCookie } from "./lib/sign-in";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const out = process.argv[2] ?? "docs/screenshots";
mkdirSync(out, { recursive: true });
const account = process.env.SCREENSHOT_EMAIL
  ? { name: "Screenshots", email: process.env.SCREENSHOT_EMAIL, password: process.env.SCREENSHOT_PASSWORD ?? "" }
  : SCRIPT_ACCOUNT;
const cookie = await sessionCookie(base, account);

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const shoot = async (name: string, path: string, viewport: { width: number; height: number }, fullPage = true) => {
  const page = await browser.newPage({ viewport, locale: "en-US", extraHTTPHeaders: { cookie } });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: join(out, `${name}.png`), fullPage });
  await page.close();
  console.log(`${name}.png ← ${path}`);
};

const list = (await (await fetch(`${base}/api/scenarios`, { headers: { cookie } })).json()) as {
  scenarios: { id: string; name: string }[];
};
const comma = list.scenarios.find((s) => s.name.startsWith("comma.ai")) ?? list.scenarios[0];
await shoot("list", "/", { width: 1440, height: 900 });
if (comma) {
  await shoot("editor", `/scenarios/${comma.id}`, { width: 1440, height: 900 }, false);
  await shoot("editor-full", `/scenarios/${comma.id}`, { width: 1440, height: 900 });
  await shoot("editor-mobile", `/scenarios/${comma.id}`, { width: 390, height: 844 });
}
const ids = list.scenarios
  .slice(0, 3)
  .map((s) => s.id)
  .join(",");
if (ids) await shoot("compare", `/compare?ids=${ids}`, { width: 1440, height: 900 });
await browser.close();
