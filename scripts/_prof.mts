import { chromium } from "@playwright/test";
import { startBenchServer } from "./bench/server";
import { presets } from "@/lib/tco/presets";
const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-gpu"] });
const preset = presets.find((p) => p.slug === "comma-ai-datacenter")!;
const res = await fetch(`${server.url}/api/scenarios`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ scenario: preset.scenario }) });
const { id } = (await res.json()) as { id: string };
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${server.url}/scenarios/${id}`, { waitUntil: "networkidle" });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.evaluate(async () => {
  const slider = document.querySelector<HTMLInputElement>('input[aria-label="Busy hours per GPU per day slider"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  for (let i = 0; i < 30; i++) {
    setValue.call(slider, String(4 + (i % 20)));
    slider.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 60));
  }
});
const { profile } = (await cdp.send("Profiler.stop")) as any;
const self = new Map<string, number>();
const dt = profile.timeDeltas as number[];
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
profile.samples.forEach((id: number, i: number) => {
  const n: any = byId.get(id);
  const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log("total ms", total / 1000);
for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), k);
await browser.close();
await server.stop();
